/** A no-break space (U+00A0). */
const NBSP = '\u00a0';

/**
 * Short words that must not end a line: the abbreviation or sign binds to what follows it
 * («г. Смоленск», «№ 00-00», «офис 301», «ул. Московская»; 'office 301').
 */
const BOUND_BEFORE = /(^|[\s(«"])(г\.|ул\.|пр\.|д\.|№|офис|office|No\.)[ \t]+/gu;

/** The text with a no-break space after each short word of `BOUND_BEFORE`, in both languages. */
export function keepTogether(text: string): string {
  return text.replace(BOUND_BEFORE, `$1$2${NBSP}`);
}
