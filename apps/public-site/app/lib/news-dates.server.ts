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

/** The minute `HH:MM` of a day in Minsk (issue 26 §3), else the day's start. */
function minskDayAt(day: string, time: string | undefined): Date | null {
  const start = minskDayStart(day);
  const [hours, minutes] = (time ?? '').split(':').map(Number);
  if (!start || !/^\d{2}:\d{2}$/.test(time ?? '')) return start;
  return new Date(start.getTime() + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000);
}

/**
 * When an item was published: its publication day, else its first day shown; null if neither.
 * On its first day shown the item appears at its startTime when it has one.
 */
export function newsPublishedAt(item: Pick<NewsItem, 'dates'>): Date | null {
  const { date, startDate, startTime } = item.dates;
  if (date !== '' && date !== startDate) return minskDayStart(date);
  return minskDayAt(startDate, startTime) ?? minskDayStart(date);
}

/**
 * When an item last changed: its `updatedAt` when the API sends one, else its first day shown
 * (when it appeared to the public), else its publication day — never before it was published
 * (a publication day set after the last edit counts as the change). Null without any date or
 * `updatedAt`.
 */
export function newsModifiedAt(item: Pick<NewsItemWithUpdate, 'dates' | 'updatedAt'>): Date | null {
  const published = newsPublishedAt(item);
  const changed =
    updatedAtOf(item) ?? minskDayAt(item.dates.startDate, item.dates.startTime) ?? published;
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
