/** Every language code the site accepts. `by` (Belarusian) has no catalogue of its own yet. */
export const SUPPORTED_LANGUAGES = ['ru', 'en', 'by'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Languages offered on the public site and held in the catalogue. */
export const PUBLIC_LANGUAGES = ['ru', 'en'] as const;
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'ru' satisfies PublicLanguage;

/** i18next fallback: `by` and every other code fall back to Russian. */
export const FALLBACK_LNG = { by: ['ru'], default: ['ru'] };

/** Cookie holding the chosen language, one year, path '/'. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE = 31536000;

/** Local-storage key of the chosen language. */
export const LANG_STORAGE_KEY = 'i18nextLng';

/** Property of `window` through which the server hands the page its language. */
export const WINDOW_LANG_KEY = '__INITIAL_LANG__';

const PRIMARY_SUBTAGS: Readonly<Record<string, SupportedLanguage>> = {
  ru: 'ru',
  en: 'en',
  be: 'by',
  by: 'by',
};

/**
 * Maps a language tag to a supported language by its primary subtag: 'ru-RU' → 'ru',
 * 'en-US' → 'en', 'be' or 'by' → 'by'; anything else (or a non-string) → null.
 */
export function normalizeLanguage(input: unknown): SupportedLanguage | null {
  if (typeof input !== 'string') return null;
  const primary = input.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return PRIMARY_SUBTAGS[primary] ?? null;
}

/** The public site offers only ru and en: `by` is shown in Russian. */
export function toPublicLanguage(language: SupportedLanguage): PublicLanguage {
  return language === 'by' ? DEFAULT_LANGUAGE : language;
}

export function isPublicLanguage(value: unknown): value is PublicLanguage {
  return value === 'ru' || value === 'en';
}
