/**
 * Parsing and formatting of the kit's date and time fields. The value a form keeps is the API's:
 * a date is ISO `YYYY-MM-DD`, a time `HH:MM` (24 h), empty when not set; what the field shows is
 * the Russian way of writing it (`DD.MM.YYYY`).
 */

export type ParsedText =
  | { kind: 'empty' }
  | { kind: 'valid'; value: string }
  /** Not a date (time) at all, or one that does not exist (31.02, 24:00). */
  | { kind: 'invalid' };

const pad = (n: number) => String(n).padStart(2, '0');

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** An ISO day from its parts, or undefined when there is no such day. */
export function isoDay(year: number, month: number, day: number): string | undefined {
  if (year < 1000 || year > 9999 || month < 1 || month > 12) return undefined;
  if (day < 1 || day > daysIn(year, month)) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * What was typed or pasted into a date field: «6.12.2026», «06.12.2026», «06/12/2026»,
 * «06122026» and an ISO «2026-12-06» are one day; spaces round it are ignored.
 */
export function parseDateText(text: string): ParsedText {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  let parts: [string, string, string] | undefined;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) parts = [match[1]!, match[2]!, match[3]!];
  if (!parts) {
    match = /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})$/.exec(value);
    if (match) parts = [match[3]!, match[2]!, match[1]!];
  }
  if (!parts) {
    match = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
    if (match) parts = [match[3]!, match[2]!, match[1]!];
  }
  if (!parts) return { kind: 'invalid' };
  const iso = isoDay(Number(parts[0]), Number(parts[1]), Number(parts[2]));
  return iso ? { kind: 'valid', value: iso } : { kind: 'invalid' };
}

/** The text a date field shows for an ISO day (`2026-12-06` → `06.12.2026`); other text as is. */
export function formatDateText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** The ISO day of a local calendar date (the calendar's pick). */
export function isoOfDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local calendar date of an ISO day, or undefined. */
export function dateOfIso(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match || !isoDay(Number(match[1]), Number(match[2]), Number(match[3]))) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * What was typed into a time field: «9:00», «09:00», «9.00», «0900», «900» and «9» are 09:00
 * (24 h); «24:00» and «12:60» are not times.
 */
export function parseTimeText(text: string): ParsedText {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  const match =
    /^(\d{1,2})\s*[:.\s]\s*(\d{2})$/.exec(value) ??
    /^(\d{1,2})(\d{2})$/.exec(value) ??
    /^(\d{1,2})()$/.exec(value);
  if (!match) return { kind: 'invalid' };
  const hours = Number(match[1]);
  const minutes = match[2] === '' ? 0 : Number(match[2]);
  if (hours > 23 || minutes > 59) return { kind: 'invalid' };
  return { kind: 'valid', value: `${pad(hours)}:${pad(minutes)}` };
}
