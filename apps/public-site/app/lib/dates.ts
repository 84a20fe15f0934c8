/** The locale of dates in a page language; any language without its own format uses Russian. */
export function dateLocale(lang: string): string {
  return lang === 'en' ? 'en-GB' : 'ru-RU';
}

/** One formatter per locale: building an Intl.DateTimeFormat costs far more than using one. */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

function longDateFormat(locale: string): Intl.DateTimeFormat {
  let format = longDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDateFormats.set(locale, format);
  }
  return format;
}

/**
 * A `YYYY-MM-DD` day in long form in the page's language ('28 июля 2025 г.', '28 July 2025'),
 * or '' for an empty or malformed date. Formatted on the server so that hydration never differs.
 */
export function formatLongDate(day: string, lang: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const moment = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(moment.getTime())) return '';
  return longDateFormat(dateLocale(lang)).format(moment);
}
