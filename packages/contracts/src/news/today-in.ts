/** The time zone of the company; news dates are calendar days there. */
export const NEWS_TIME_ZONE = 'Europe/Minsk';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar date `YYYY-MM-DD` in a time zone at a moment.
 * Built from the parts rather than the formatted string, so that a locale-data change cannot
 * reorder it. Throws RangeError for an unknown time zone.
 */
export function todayIn(timeZone: string = NEWS_TIME_ZONE, now: Date = new Date()): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

const minuteFormatters = new Map<string, Intl.DateTimeFormat>();

function minuteFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = minuteFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    minuteFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The time of day `HH:MM` (24 hours) in a time zone at a moment. */
export function timeIn(timeZone: string = NEWS_TIME_ZONE, now: Date = new Date()): string {
  const parts = minuteFormatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('hour').padStart(2, '0')}:${part('minute').padStart(2, '0')}`;
}

/** The calendar day and the minute in a time zone at a moment (news rules work to the minute). */
export function minuteIn(
  timeZone: string = NEWS_TIME_ZONE,
  now: Date = new Date(),
): { today: string; time: string } {
  return { today: todayIn(timeZone, now), time: timeIn(timeZone, now) };
}

/** The minute after `HH:MM` ('24:00' after 23:59: a minute no day reaches). */
export function minuteAfter(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const next = hours * 60 + minutes + 1;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(next / 60))}:${pad(next % 60)}`;
}
