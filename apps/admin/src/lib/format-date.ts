const RU_DATE = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
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
