import type { NewsFormValues } from './news-form-model';

export type NewsField =
  Exclude<keyof NewsFormValues, 'slugFollowsTitles'> | 'coverAltRu' | 'coverAltEn';

/** The form fields in the order they appear (the first with a message gets the focus). */
export const NEWS_FIELDS: readonly NewsField[] = [
  'titleRu',
  'titleEn',
  'slug',
  'priority',
  'date',
  'startDate',
  'startTime',
  'expireDate',
  'expireTime',
  'descriptionRu',
  'descriptionEn',
  'cover',
  'coverAltRu',
  'coverAltEn',
  'seoDescriptionRu',
  'seoDescriptionEn',
  'seoTitleRu',
  'seoTitleEn',
];

const BY_PATH: Record<string, NewsField> = {
  slug: 'slug',
  priority: 'priority',
  dates: 'date',
  'dates.date': 'date',
  'dates.startDate': 'startDate',
  'dates.expireDate': 'expireDate',
  'dates.startTime': 'startTime',
  'dates.expireTime': 'expireTime',
  titles: 'titleRu',
  'titles.ru': 'titleRu',
  'titles.en': 'titleEn',
  descriptions: 'descriptionRu',
  'descriptions.ru': 'descriptionRu',
  'descriptions.en': 'descriptionEn',
  cover: 'cover',
  'cover.alt': 'coverAltRu',
  'cover.alt.ru': 'coverAltRu',
  'cover.alt.en': 'coverAltEn',
  seo: 'seoDescriptionRu',
  'seo.description': 'seoDescriptionRu',
  'seo.description.ru': 'seoDescriptionRu',
  'seo.description.en': 'seoDescriptionEn',
  'seo.title': 'seoTitleRu',
  'seo.title.ru': 'seoTitleRu',
  'seo.title.en': 'seoTitleEn',
};

/** The form field a server message is about (`field` of `{ error, field }`, a dotted path). */
export function newsFieldOf(path: string | undefined): NewsField | undefined {
  return path === undefined ? undefined : BY_PATH[path];
}
