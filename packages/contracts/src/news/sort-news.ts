import type { NewsMap } from '../schemas/news';
import { compareDatesNewestFirst, compareIds } from './news-compare';
import { newsEntries, type NewsEntry } from './news-entries';

export type NewsSortOrder = 'newest' | 'oldest';

export const NEWS_SORT_ORDERS = ['newest', 'oldest'] as const satisfies readonly NewsSortOrder[];

/**
 * The news list sorted by publication date. 'oldest' is the exact reverse of 'newest' for dated
 * items (equal dates: larger id first when newest, smaller id first when oldest); undated items
 * come last in both orders, by id ascending.
 */
export function sortNewsByDate(map: NewsMap, order: NewsSortOrder): NewsEntry[] {
  const direction = order === 'newest' ? 1 : -1;
  return newsEntries(map).sort((a, b) => {
    const aEmpty = a.dates.date === '';
    const bEmpty = b.dates.date === '';
    if (aEmpty || bEmpty) return Number(aEmpty) - Number(bEmpty) || compareIds(a.id, b.id);
    return (
      direction * (compareDatesNewestFirst(a.dates.date, b.dates.date) || compareIds(b.id, a.id))
    );
  });
}
