import type { NewsMap } from '../schemas/news';
import { NEWS_PRIORITIES } from './priorities';
import { compareDatesNewestFirst, compareIds } from './news-compare';
import { newsEntries, type NewsEntry } from './news-entries';
import { visibleNews } from './visibility';

/**
 * The items of the home teaser: visible ones only, priority A first, then the newest
 * publication date (undated last), then the smaller id.
 */
export function teaserOrder(map: NewsMap, now: Date = new Date()): NewsEntry[] {
  const rank = (entry: NewsEntry) => NEWS_PRIORITIES.indexOf(entry.priority);
  return newsEntries(visibleNews(map, now)).sort(
    (a, b) =>
      rank(a) - rank(b) ||
      compareDatesNewestFirst(a.dates.date, b.dates.date) ||
      compareIds(a.id, b.id),
  );
}
