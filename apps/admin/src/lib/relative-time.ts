import { formatRuDateTime } from './format-date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const RU_TIME = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });

/** What a past moment is called, as a start page or a list of sessions says it. */
export type RelativeMoment =
  | { kind: 'now' }
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'yesterday'; time: string }
  | { kind: 'date'; dateTime: string };

/**
 * A past moment relative to `now` (in the browser's time zone): under a minute «только что»,
 * under an hour its minutes, earlier today its hours, yesterday's time, else the date and time.
 * A moment ahead of `now` (clocks differ a little) counts as now; null when it is not a date.
 */
export function relativeMoment(
  value: string | null | undefined,
  now: Date = new Date(),
): RelativeMoment | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const ago = now.getTime() - date.getTime();
  if (ago < MINUTE) return { kind: 'now' };
  if (ago < HOUR) return { kind: 'minutes', count: Math.floor(ago / MINUTE) };
  if (date.toDateString() === now.toDateString())
    return { kind: 'hours', count: Math.floor(ago / HOUR) };
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (date.toDateString() === yesterday.toDateString())
    return { kind: 'yesterday', time: RU_TIME.format(date) };
  return { kind: 'date', dateTime: formatRuDateTime(value) ?? value };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The moment as words of the console's catalogue («5 мин назад», «вчера, 14:05»). */
export function relativeText(
  t: Translate,
  value: string | null | undefined,
  now: Date = new Date(),
): string | null {
  const moment = relativeMoment(value, now);
  if (!moment) return null;
  switch (moment.kind) {
    case 'now':
      return t('admin.time.justNow');
    case 'minutes':
      return t('admin.time.minutesAgo', { count: moment.count });
    case 'hours':
      return t('admin.time.hoursAgo', { count: moment.count });
    case 'yesterday':
      return t('admin.time.yesterday', { time: moment.time });
    case 'date':
      return moment.dateTime;
  }
}
