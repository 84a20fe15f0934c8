import type { NewsItem, NewsMap } from '../schemas/news';
import { NEWS_TIME_ZONE, minuteIn } from './today-in';

type Dated = Pick<NewsItem, 'dates'>;

/**
 * Whether the public sees an item at a moment. Without times of day: today (in Minsk) lies
 * between startDate and expireDate, both inclusive. An empty startDate means no lower bound, an
 * empty expireDate no upper bound. With times (issue 26 §3, `HH:MM` in Minsk): the item shows from
 * the minute startTime of its startDate on, and until the minute expireTime of its expireDate
 * inclusive (hidden from the next minute). A missing time is the whole day: 00:00 for the start,
 * 23:59 for the end. The values are `YYYY-MM-DD` and `HH:MM`, so comparing the strings compares
 * the moments.
 */
export function isNewsVisibleAt(item: Dated, now: Date = new Date()): boolean {
  const { today, time } = minuteIn(NEWS_TIME_ZONE, now);
  return isNewsVisibleOn(item, today, time);
}

/** The first minute an item shows (`YYYY-MM-DDTHH:MM`), or '' for no lower bound. */
export function newsShowsFrom(dates: NewsItem['dates']): string {
  return dates.startDate === '' ? '' : `${dates.startDate}T${dates.startTime || '00:00'}`;
}

/** The last minute an item shows (`YYYY-MM-DDTHH:MM`, inclusive), or '' for no upper bound. */
export function newsShowsUntil(dates: NewsItem['dates']): string {
  return dates.expireDate === '' ? '' : `${dates.expireDate}T${dates.expireTime || '23:59'}`;
}

/**
 * Whether the public sees an item on a day `YYYY-MM-DD` at a minute `HH:MM` (Minsk). The minute
 * defaults to 00:00, the start of the day.
 */
export function isNewsVisibleOn(item: Dated, today: string, time = '00:00'): boolean {
  const moment = `${today}T${time}`;
  const from = newsShowsFrom(item.dates);
  const until = newsShowsUntil(item.dates);
  return (from === '' || moment >= from) && (until === '' || moment <= until);
}

/** The items of the map the public sees at a moment, with their ids. */
export function visibleNews(map: NewsMap, now: Date = new Date()): NewsMap {
  const { today, time } = minuteIn(NEWS_TIME_ZONE, now);
  const visible: NewsMap = {};
  for (const [id, item] of Object.entries(map)) {
    if (isNewsVisibleOn(item, today, time)) visible[id] = item;
  }
  return visible;
}
