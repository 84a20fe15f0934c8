import { hasAnySeo, type NewsItem, type NewsSeo } from '@fuelcard/contracts';
import type { StoredNews } from '../port';

/** The news table's columns as both engines' schemas read them. */
export interface NewsRowColumns {
  slug: string;
  priority: NewsItem['priority'];
  date: string;
  startDate: string;
  expireDate: string;
  /** '' when the item has no time of day (older rows and engines' defaults). */
  startTime: string;
  expireTime: string;
  titleRu: string;
  titleEn: string;
  descriptionRu: string;
  descriptionEn: string;
  status: StoredNews['status'];
  coverImageId: number | null;
  coverAltRu: string;
  coverAltEn: string;
  /** '' when not set (the automatic value); older rows read their defaults. */
  seoDescriptionRu: string;
  seoDescriptionEn: string;
  seoTitleRu: string;
  seoTitleEn: string;
  updatedAt: string;
}

/** The SEO texts of a row: only when one is set, so that other items answer as before. */
export function newsSeoOf(row: {
  seoDescriptionRu: string;
  seoDescriptionEn: string;
  seoTitleRu: string;
  seoTitleEn: string;
}): { seo?: NewsSeo } {
  const seo: NewsSeo = {
    description: { ru: row.seoDescriptionRu ?? '', en: row.seoDescriptionEn ?? '' },
    title: { ru: row.seoTitleRu ?? '', en: row.seoTitleEn ?? '' },
  };
  return hasAnySeo(seo) ? { seo } : {};
}

/**
 * The dates of a row: the times of day only when set, so that an item without them reads (and
 * answers) exactly as before they existed.
 */
export function newsDatesOf(row: {
  date: string;
  startDate: string;
  expireDate: string;
  startTime: string;
  expireTime: string;
}): NewsItem['dates'] {
  return {
    date: row.date,
    startDate: row.startDate,
    expireDate: row.expireDate,
    ...(row.startTime ? { startTime: row.startTime } : {}),
    ...(row.expireTime ? { expireTime: row.expireTime } : {}),
  };
}

/** What a version keeps: the item without its bookkeeping (JSON). */
export function versionContent(item: StoredNews): string {
  const { slug, priority, dates, titles, descriptions, status, cover, seo } = item;
  return JSON.stringify({
    slug,
    priority,
    dates,
    titles,
    descriptions,
    status,
    cover,
    ...(hasAnySeo(seo) ? { seo } : {}),
  });
}

/** A version's content back as a stored item. */
export function parseVersionContent(json: string): StoredNews {
  const parsed = JSON.parse(json) as Partial<StoredNews>;
  return {
    slug: parsed.slug ?? '',
    priority: parsed.priority ?? 'B',
    dates: parsed.dates ?? { date: '', startDate: '', expireDate: '' },
    titles: parsed.titles ?? { ru: '', en: '' },
    descriptions: parsed.descriptions ?? { ru: '', en: '' },
    status: parsed.status ?? 'published',
    cover: parsed.cover ?? null,
    ...(hasAnySeo(parsed.seo) ? { seo: parsed.seo } : {}),
  };
}

/** A news row of either engine as a stored item with its last change. */
export function storedNewsOf(row: NewsRowColumns): StoredNews & { updatedAt: string } {
  const item: NewsItem = {
    slug: row.slug,
    priority: row.priority,
    dates: newsDatesOf(row),
    titles: { ru: row.titleRu, en: row.titleEn },
    descriptions: { ru: row.descriptionRu, en: row.descriptionEn },
    ...newsSeoOf(row),
  };
  return {
    ...item,
    status: row.status,
    cover:
      row.coverImageId === null
        ? null
        : { imageId: row.coverImageId, alt: { ru: row.coverAltRu, en: row.coverAltEn } },
    updatedAt: row.updatedAt,
  };
}

/** A stored item as the news table's columns (both engines name them alike). */
export function newsColumns(item: StoredNews) {
  return {
    slug: item.slug,
    priority: item.priority,
    date: item.dates.date,
    startDate: item.dates.startDate,
    expireDate: item.dates.expireDate,
    startTime: item.dates.startTime ?? '',
    expireTime: item.dates.expireTime ?? '',
    titleRu: item.titles.ru,
    titleEn: item.titles.en,
    descriptionRu: item.descriptions.ru,
    descriptionEn: item.descriptions.en,
    status: item.status,
    coverImageId: item.cover?.imageId ?? null,
    coverAltRu: item.cover?.alt.ru ?? '',
    coverAltEn: item.cover?.alt.en ?? '',
    seoDescriptionRu: item.seo?.description.ru ?? '',
    seoDescriptionEn: item.seo?.description.en ?? '',
    seoTitleRu: item.seo?.title.ru ?? '',
    seoTitleEn: item.seo?.title.en ?? '',
  };
}
