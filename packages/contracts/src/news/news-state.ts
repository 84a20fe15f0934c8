import type { NewsItem, NewsStatus } from '../schemas/news';
import { NEWS_TIME_ZONE, minuteIn } from './today-in';
import { newsShowsFrom, newsShowsUntil } from './visibility';

/**
 * Where an item stands for the public at a moment (the same rule as `isNewsVisibleAt`, to the
 * minute when the item has times of day): `live` while the moment lies between its start and its
 * end (an empty bound is open), `scheduled` before its start, `expired` after its end. An item
 * whose start is after its end (the API refuses those, older data may hold one) is `expired` once
 * the end has passed and `scheduled` before.
 */
export type NewsState = 'live' | 'scheduled' | 'expired';

export const NEWS_STATES = ['live', 'scheduled', 'expired'] as const satisfies readonly NewsState[];

/**
 * The state of an item on a calendar day `YYYY-MM-DD` (compare with `todayIn`) at a minute `HH:MM`
 * in Minsk (`timeIn`); without a minute, at the start of the day (00:00).
 */
export function newsStateOn(
  item: Pick<NewsItem, 'dates'>,
  today: string,
  time = '00:00',
): NewsState {
  const moment = `${today}T${time}`;
  const until = newsShowsUntil(item.dates);
  if (until !== '' && moment > until) return 'expired';
  const from = newsShowsFrom(item.dates);
  if (from !== '' && moment < from) return 'scheduled';
  return 'live';
}

/** The state of an item at a moment, the day and the minute being Minsk's. */
export function newsStateAt(item: Pick<NewsItem, 'dates'>, now: Date = new Date()): NewsState {
  const { today, time } = minuteIn(NEWS_TIME_ZONE, now);
  return newsStateOn(item, today, time);
}

/**
 * The one status the console shows of an item (issue 26 §1), in the list, on the start page, in
 * the editor and in every toast: «Черновик» whatever its dates, else where it stands for the
 * public — «Опубликована» (live), «Запланирована» (scheduled) or «Истекла» (expired).
 */
export type ConsoleNewsStatus = NewsState | 'draft';

/** The console's status of an item on a calendar day `YYYY-MM-DD` at a minute `HH:MM` (Minsk). */
export function consoleNewsStateOn(
  item: { status?: NewsStatus | undefined } & Pick<NewsItem, 'dates'>,
  today: string,
  time = '00:00',
): ConsoleNewsStatus {
  return item.status === 'draft' ? 'draft' : newsStateOn(item, today, time);
}

/** The console's status of an item at a moment, the day and the minute being Minsk's. */
export function consoleNewsStateAt(
  item: { status?: NewsStatus | undefined } & Pick<NewsItem, 'dates'>,
  now: Date = new Date(),
): ConsoleNewsStatus {
  const { today, time } = minuteIn(NEWS_TIME_ZONE, now);
  return consoleNewsStateOn(item, today, time);
}
