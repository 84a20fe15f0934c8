import {
  DEFAULT_PRIORITY,
  formSlugFromTitles,
  type NewsCover,
  type NewsInput,
  type NewsItem,
  type Priority,
} from '@fuelcard/contracts';

/** What the news form holds; the descriptions are HTML from the editor. */
export interface NewsFormValues {
  slug: string;
  /** While true the slug follows the titles (create form, slug not typed by the user). */
  slugFollowsTitles: boolean;
  priority: Priority;
  date: string;
  startDate: string;
  expireDate: string;
  /** Times of day HH:MM in Minsk beside the dates ('' = the whole day); missing in older drafts. */
  startTime?: string;
  expireTime?: string;
  titleRu: string;
  titleEn: string;
  descriptionRu: string;
  descriptionEn: string;
  /** The cover image (uploaded, with its alternative text), or null; missing in older drafts. */
  cover?: FormCover | null;
  /**
   * SEO texts (issue 26 §1; '' = the automatic value); missing until typed in for an item
   * without them, and in older drafts.
   */
  seoDescriptionRu?: string;
  seoDescriptionEn?: string;
  seoTitleRu?: string;
  seoTitleEn?: string;
}

/** The SEO fields of the form, in the form's order. */
export const SEO_FIELDS = [
  'seoDescriptionRu',
  'seoDescriptionEn',
  'seoTitleRu',
  'seoTitleEn',
] as const;
export type SeoField = (typeof SEO_FIELDS)[number];

/** What the form keeps of a cover: the image, its alternative text and a thumbnail to show. */
export interface FormCover {
  imageId: number;
  altRu: string;
  altEn: string;
  thumbnail: string;
  width: number;
  height: number;
}

/** The form's cover of a stored item's cover. */
export function formCoverOf(cover: NewsCover | undefined): FormCover | null {
  if (!cover) return null;
  const smallest = [...cover.webp].sort((a, b) => a.width - b.width)[0] ?? cover.jpeg;
  return {
    imageId: cover.imageId,
    altRu: cover.alt.ru,
    altEn: cover.alt.en,
    thumbnail: smallest.url,
    width: cover.width,
    height: cover.height,
  };
}

/** An empty create form: priority B (the default) and a slug that follows the titles. */
export function emptyNewsForm(): NewsFormValues {
  return {
    slug: '',
    slugFollowsTitles: true,
    priority: DEFAULT_PRIORITY,
    date: '',
    startDate: '',
    expireDate: '',
    startTime: '',
    expireTime: '',
    titleRu: '',
    titleEn: '',
    descriptionRu: '',
    descriptionEn: '',
    cover: null,
  };
}

/**
 * The form fields a stored item and a body (an autosave's) have alike: dates, titles,
 * descriptions, and the SEO texts when there are any (a form whose SEO fields are never touched
 * sends none).
 */
export function formTextsOf(
  source: Pick<NewsItem, 'dates' | 'titles' | 'descriptions' | 'seo'>,
): Omit<NewsFormValues, 'slug' | 'slugFollowsTitles' | 'priority' | 'cover'> {
  return {
    date: source.dates.date,
    startDate: source.dates.startDate,
    expireDate: source.dates.expireDate,
    startTime: source.dates.startTime ?? '',
    expireTime: source.dates.expireTime ?? '',
    titleRu: source.titles.ru,
    titleEn: source.titles.en,
    descriptionRu: source.descriptions.ru,
    descriptionEn: source.descriptions.en,
    ...(source.seo
      ? {
          seoDescriptionRu: source.seo.description.ru,
          seoDescriptionEn: source.seo.description.en,
          seoTitleRu: source.seo.title.ru,
          seoTitleEn: source.seo.title.en,
        }
      : {}),
  };
}

/** The edit form of a stored item; its slug stays as stored unless the user changes it. */
export function newsFormFromItem(item: NewsItem): NewsFormValues {
  return {
    slug: item.slug,
    slugFollowsTitles: false,
    priority: item.priority,
    ...formTextsOf(item),
    cover: formCoverOf(item.cover),
  };
}

/**
 * A title change. In the create form the slug is filled from the Russian title, else the English
 * one (the shared rule), for as long as the user has not typed a slug of their own.
 */
export function withTitle(
  values: NewsFormValues,
  language: 'ru' | 'en',
  title: string,
): NewsFormValues {
  const next = { ...values, [language === 'ru' ? 'titleRu' : 'titleEn']: title };
  if (!next.slugFollowsTitles) return next;
  return { ...next, slug: formSlugFromTitles({ ru: next.titleRu, en: next.titleEn }) };
}

/** A slug typed by the user: it stops following the titles, until the field is emptied again (create form). */
export function withSlug(values: NewsFormValues, slug: string, creating: boolean): NewsFormValues {
  return { ...values, slug, slugFollowsTitles: creating && slug === '' };
}

/** The body of the create or update call (spec §7). */
export function toNewsInput(values: NewsFormValues): NewsInput {
  return {
    slug: values.slug.trim(),
    priority: values.priority,
    dates: {
      date: values.date,
      startDate: values.startDate,
      expireDate: values.expireDate,
      // Sent only when set: a body without times is the spec's date-only one.
      ...(values.startTime ? { startTime: values.startTime } : {}),
      ...(values.expireTime ? { expireTime: values.expireTime } : {}),
    },
    titles: { ru: values.titleRu, en: values.titleEn },
    descriptions: { ru: values.descriptionRu, en: values.descriptionEn },
    cover: values.cover
      ? { imageId: values.cover.imageId, alt: { ru: values.cover.altRu, en: values.cover.altEn } }
      : null,
    // Sent once the item has or had SEO texts, or a field was typed in (empty texts clear
    // them); otherwise the body is the spec's, and the server keeps the item's own.
    ...(SEO_FIELDS.some((field) => values[field] !== undefined)
      ? {
          seo: {
            description: { ru: values.seoDescriptionRu ?? '', en: values.seoDescriptionEn ?? '' },
            title: { ru: values.seoTitleRu ?? '', en: values.seoTitleEn ?? '' },
          },
        }
      : {}),
  };
}
