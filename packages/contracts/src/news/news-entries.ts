import type { NewsItem, NewsMap } from '../schemas/news';

/** A news item together with its id (its key in the NewsMap). */
export type NewsEntry = { id: string } & NewsItem;

/** The map as a list of entries, in the map's own key order. */
export function newsEntries(map: NewsMap): NewsEntry[] {
  return Object.entries(map).map(([id, item]) => ({ id, ...item }));
}
