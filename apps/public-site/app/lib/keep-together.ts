/** A no-break space (U+00A0). */
const NBSP = '\u00a0';

/**
 * Short words that must not end a line: an abbreviation binds to the word after it («г. Смоленск»,
 * «ул. Московская»), a number sign or «офис» / 'office' to the number after it («№ 00-00»,
 * «офис 301», 'office 301').
 */
const BOUND_BEFORE = /(^|[\s(«"])(?:(г\.|ул\.|пр\.|д\.)[ \t]+|(№|офис|office|No\.)[ \t]+(?=\d))/gu;

/** The text with a no-break space after each short word of `BOUND_BEFORE`, in both languages. */
export function keepTogether(text: string): string {
  return text.replace(
    BOUND_BEFORE,
    (_match, before: string, word?: string, sign?: string) => `${before}${word ?? sign}${NBSP}`,
  );
}
