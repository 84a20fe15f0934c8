/** A no-break space (U+00A0). */
const NBSP = '\u00a0';

/** A word joiner (U+2060): no line break at it, nothing drawn (the web font has no U+2011). */
const WORD_JOINER = '\u2060';

/**
 * Short words that must not end a line: an abbreviation binds to the word after it («г. Смоленск»,
 * «ул. Московская»), a number sign or «офис» / 'office' to the number after it («№ 00-00»,
 * «офис 301», 'office 301'), «от» / 'of' to the date after it («от 15 января 2020»).
 */
const BOUND_BEFORE =
  /(^|[\s(«"])(?:(г\.|ул\.|пр\.|д\.)[ \t]+|(№|офис|office|No\.|от|of)[ \t]+(?=\d))/gu;

/** A year and the «г.» / «гг.» after it («2020 г.»). */
const YEAR_MARK = /(\d{4})[ \t]+(?=гг?\.)/gu;

/** A long date: day, month and year («15 января 2020», '15 January 2020') stay on one line. */
const LONG_DATE = /(?<!\d)(\d{1,2})[ \t]+(\p{L}+)[ \t]+(?=\d{4})/gu;

/** A hyphen between digits («00-00»): the number does not break after it. */
const NUMBER_HYPHEN = /(\d-)(?=\d)/gu;

/**
 * The text with a no-break space after each short word of `BOUND_BEFORE`, inside a long date and
 * between a year and its «г.», and a word joiner after a hyphen inside a number, in both languages.
 */
export function keepTogether(text: string): string {
  return text
    .replace(
      BOUND_BEFORE,
      (_match, before: string, word?: string, sign?: string) => `${before}${word ?? sign}${NBSP}`,
    )
    .replace(LONG_DATE, `$1${NBSP}$2${NBSP}`)
    .replace(YEAR_MARK, `$1${NBSP}`)
    .replace(NUMBER_HYPHEN, `$1${WORD_JOINER}`);
}
