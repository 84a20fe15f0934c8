/** Longest slug slugify produces. */
export const SLUG_TEXT_MAX_LENGTH = 80;

/**
 * Lowercase Cyrillic (Russian, plus Belarusian і and ў) to Latin, after the common
 * passport-style romanisation; ь and ъ are dropped. A few Latin letters that have no
 * decomposition (ß, æ, œ, ø, ł, đ, þ) are spelled out too.
 */
// prettier-ignore
export const TRANSLITERATION: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  і: 'i', ў: 'u',
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th',
};

/** Apostrophes inside words (Belarusian сям'я, English don't) vanish instead of splitting. */
const apostrophes = /['’ʼ`]/g;

/**
 * A URL slug of a text: transliterated, without diacritics, lowercase, only a–z and 0–9 with
 * single hyphens between runs, no hyphen at either end, at most 80 characters. May be ''.
 */
export function slugify(text: string): string {
  const lower = text.normalize('NFC').toLowerCase();
  let latin = '';
  for (const char of lower) latin += TRANSLITERATION[char] ?? char;
  return latin
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(apostrophes, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_TEXT_MAX_LENGTH)
    .replace(/-+$/, '');
}
