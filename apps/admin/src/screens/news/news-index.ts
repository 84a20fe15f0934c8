import { newsStateOn, type NewsEntry, type NewsState } from '@fuelcard/contracts';

/** What the console shows of an item: a draft (never public), else its published state today. */
export type ConsoleNewsState = NewsState | 'draft';
export const CONSOLE_NEWS_STATES = [
  'live',
  'scheduled',
  'expired',
  'draft',
] as const satisfies readonly ConsoleNewsState[];

/** A draft is a draft whatever its dates; a published item is live, scheduled or expired today. */
export function consoleNewsState(
  item: Pick<NewsEntry, 'dates' | 'status'>,
  today: string,
): ConsoleNewsState {
  return item.status === 'draft' ? 'draft' : newsStateOn(item, today);
}

/** A news item as the console's lists use it: its state today and the text search looks in. */
export type IndexedNews = NewsEntry & {
  state: ConsoleNewsState;
  /** Russian and English titles and the slug, lower case, ё as е. */
  searchText: string;
};

/** Text for matching: lower case, ё as е, runs of spaces as one. */
export function searchable(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
}

/** The items with their state on `today` (YYYY-MM-DD in Minsk) and their search text. */
export function indexNews(entries: readonly NewsEntry[], today: string): IndexedNews[] {
  return entries.map((entry) => ({
    ...entry,
    state: consoleNewsState(entry, today),
    searchText: searchable(`${entry.titles.ru} ${entry.titles.en} ${entry.slug}`),
  }));
}

/** The title an editor knows an item by: Russian, else English, else its slug. */
export function newsTitle(item: Pick<NewsEntry, 'titles' | 'slug'>): string {
  return item.titles.ru.trim() || item.titles.en.trim() || item.slug;
}
