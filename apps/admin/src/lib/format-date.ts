const RU_DATE = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date in the Russian locale (28.07.2025), or null when there is none or it is not a date.
 * A calendar date (YYYY-MM-DD) is that day wherever the browser is; a timestamp is shown in the
 * browser's time zone.
 */
export function formatRuDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const calendar = CALENDAR_DATE.exec(value);
  const date = calendar
    ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : RU_DATE.format(date);
}

const RU_DATE_TIME = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment in the Russian locale, in the browser's time zone (22.11.2026, 14:05), or null. */
export function formatRuDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : RU_DATE_TIME.format(date);
}

const RU_TIME = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });

/**
 * A moment split for a short label in the browser's time zone: `time` (14:05) when it falls on
 * `today`'s calendar day there, else `dateTime` (22.11.2026, 14:05); null when it is not a date.
 */
export function formatRuMoment(
  value: string | null | undefined,
  today: Date = new Date(),
): { time: string } | { dateTime: string } | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toDateString() === today.toDateString()
    ? { time: RU_TIME.format(date) }
    : { dateTime: RU_DATE_TIME.format(date) };
}
