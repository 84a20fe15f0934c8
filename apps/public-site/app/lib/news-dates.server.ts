import type { NewsItem } from '@fuelcard/contracts';

/**
 * A news item as the API may send it: the news workflow adds the time of its last change,
 * `updatedAt` (an ISO 8601 date-time). Until then items come without it and their start day
 * stands in for it.
 */
export type NewsItemWithUpdate = NewsItem & { updatedAt?: unknown };

/**
 * News days are calendar days in Minsk (NEWS_TIME_ZONE), which keeps UTC+3 all year (no daylight
 * saving since 2011): a day starts at 00:00+03:00.
 */
const MINSK_OFFSET = '+03:00';
const MINSK_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a `YYYY-MM-DD` day in Minsk, or null for an empty or malformed day. */
export function minskDayStart(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const moment = new Date(`${day}T00:00:00${MINSK_OFFSET}`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** A moment as ISO 8601 in Minsk time, to the second: '2025-07-28T00:00:00+03:00'. */
export function minskIso(moment: Date): string {
  return `${new Date(moment.getTime() + MINSK_OFFSET_MS).toISOString().slice(0, 19)}${MINSK_OFFSET}`;
}

function updatedAtOf(item: Pick<NewsItemWithUpdate, 'updatedAt'>): Date | null {
  const raw = item.updatedAt;
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const moment = new Date(raw);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** When an item was published: its publication day, else its first day shown; null if neither. */
export function newsPublishedAt(item: Pick<NewsItem, 'dates'>): Date | null {
  return minskDayStart(item.dates.date) ?? minskDayStart(item.dates.startDate);
}

/**
 * When an item last changed: its `updatedAt` when the API sends one, else its first day shown
 * (when it appeared to the public), else its publication day — never before it was published
 * (a publication day set after the last edit counts as the change). Null without any date or
 * `updatedAt`.
 */
export function newsModifiedAt(item: Pick<NewsItemWithUpdate, 'dates' | 'updatedAt'>): Date | null {
  const published = newsPublishedAt(item);
  const changed = updatedAtOf(item) ?? minskDayStart(item.dates.startDate) ?? published;
  if (!changed) return published;
  return published && published > changed ? published : changed;
}

/** The latest change of any of the items, or null when none has a date. */
export function latestNewsChange(items: Iterable<Pick<NewsItemWithUpdate, 'dates' | 'updatedAt'>>): Date | null {
  let latest: Date | null = null;
  for (const item of items) {
    const changed = newsModifiedAt(item);
    if (changed && (!latest || changed > latest)) latest = changed;
  }
  return latest;
}
