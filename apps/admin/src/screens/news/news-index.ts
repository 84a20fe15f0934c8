import type { ConsoleNewsListItem, NewsEntry, NewsState } from '@fuelcard/contracts';

/** What the console shows of an item: a draft (never public), else its published state today. */
export type ConsoleNewsState = NewsState | 'draft';
export const CONSOLE_NEWS_STATES = [
  'live',
  'scheduled',
  'expired',
  'draft',
] as const satisfies readonly ConsoleNewsState[];

/**
 * A row of the console's lists as the server pages them (GET /api/admin/news/search): the list
 * fields and the state today, no descriptions.
 */
export type ConsoleNewsRow = Pick<
  ConsoleNewsListItem,
  'id' | 'slug' | 'priority' | 'dates' | 'titles' | 'state'
> &
  Partial<Pick<ConsoleNewsListItem, 'status' | 'updatedAt' | 'updatedBy' | 'cover'>>;

/** An item as the form edits it: everything, with its state today. */
export type ConsoleNewsEntry = NewsEntry & { state: ConsoleNewsState };

/** The title an editor knows an item by: Russian, else English, else its slug. */
export function newsTitle(item: Pick<NewsEntry, 'titles' | 'slug'>): string {
  return item.titles.ru.trim() || item.titles.en.trim() || item.slug;
}

/** Text for matching: lower case, ё as е, runs of spaces as one. */
export function searchable(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
}
