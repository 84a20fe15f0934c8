import type { StoredNews } from '../port';

/** What a version keeps: the item without its bookkeeping (JSON). */
export function versionContent(item: StoredNews): string {
  const { slug, priority, dates, titles, descriptions, status, cover } = item;
  return JSON.stringify({ slug, priority, dates, titles, descriptions, status, cover });
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
  };
}
