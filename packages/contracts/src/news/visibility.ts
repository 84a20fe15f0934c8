import type { NewsItem, NewsMap } from '../schemas/news';
import { NEWS_TIME_ZONE, todayIn } from './today-in';

/**
 * Whether the public sees an item at a moment: today (in Minsk) lies between startDate and
 * expireDate, both inclusive. An empty startDate means no lower bound, an empty expireDate no
 * upper bound. The dates are `YYYY-MM-DD`, so comparing the strings compares the days.
 */
export function isNewsVisibleAt(item: Pick<NewsItem, 'dates'>, now: Date = new Date()): boolean {
  return isVisibleOn(item, todayIn(NEWS_TIME_ZONE, now));
}

function isVisibleOn(item: Pick<NewsItem, 'dates'>, today: string): boolean {
  const { startDate, expireDate } = item.dates;
  return (startDate === '' || today >= startDate) && (expireDate === '' || today <= expireDate);
}

/** The items of the map the public sees at a moment, with their ids. */
export function visibleNews(map: NewsMap, now: Date = new Date()): NewsMap {
  const today = todayIn(NEWS_TIME_ZONE, now);
  const visible: NewsMap = {};
  for (const [id, item] of Object.entries(map)) {
    if (isVisibleOn(item, today)) visible[id] = item;
  }
  return visible;
}
