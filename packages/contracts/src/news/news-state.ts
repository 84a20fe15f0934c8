import type { NewsItem, NewsStatus } from '../schemas/news';
import { NEWS_TIME_ZONE, todayIn } from './today-in';

/**
 * Where an item stands for the public on a day (the same rule as `isNewsVisibleAt`): `live` while
 * today lies between startDate and expireDate (an empty bound is open), `scheduled` before its
 * startDate, `expired` after its expireDate. An item whose startDate is after its expireDate (the
 * API refuses those, older data may hold one) is `expired` once the expireDate has passed and
 * `scheduled` before.
 */
export type NewsState = 'live' | 'scheduled' | 'expired';

export const NEWS_STATES = ['live', 'scheduled', 'expired'] as const satisfies readonly NewsState[];

/** The state of an item on a calendar day `YYYY-MM-DD` (compare with `todayIn`). */
export function newsStateOn(item: Pick<NewsItem, 'dates'>, today: string): NewsState {
  const { startDate, expireDate } = item.dates;
  if (expireDate !== '' && today > expireDate) return 'expired';
  if (startDate !== '' && today < startDate) return 'scheduled';
  return 'live';
}

/** The state of an item at a moment, today being the calendar day in Minsk. */
export function newsStateAt(item: Pick<NewsItem, 'dates'>, now: Date = new Date()): NewsState {
  return newsStateOn(item, todayIn(NEWS_TIME_ZONE, now));
}

/**
 * The one status the console shows of an item (issue 26 §1), in the list, on the start page, in
 * the editor and in every toast: «Черновик» whatever its dates, else where it stands for the
 * public — «Опубликована» (live), «Запланирована» (scheduled) or «Истекла» (expired).
 */
export type ConsoleNewsStatus = NewsState | 'draft';

/** The console's status of an item on a calendar day `YYYY-MM-DD`. */
export function consoleNewsStateOn(
  item: { status?: NewsStatus | undefined } & Pick<NewsItem, 'dates'>,
  today: string,
): ConsoleNewsStatus {
  return item.status === 'draft' ? 'draft' : newsStateOn(item, today);
}

/** The console's status of an item at a moment, today being the calendar day in Minsk. */
export function consoleNewsStateAt(
  item: { status?: NewsStatus | undefined } & Pick<NewsItem, 'dates'>,
  now: Date = new Date(),
): ConsoleNewsStatus {
  return consoleNewsStateOn(item, todayIn(NEWS_TIME_ZONE, now));
}
