import i18next, { type i18n } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LNG,
  normalizeLanguage,
  PUBLIC_LANGUAGES,
  SUPPORTED_LANGUAGES,
  toPublicLanguage,
  type PublicLanguage,
} from './languages';
import { resources, SECTION_NAMES, type Catalogue, type SectionName } from './resources';

/** The single i18next namespace; the catalogue sections are its top-level keys. */
export const I18N_NAMESPACE = 'translation';

/** The chosen sections of one language's catalogue (all of them when `sections` is omitted). */
export function pickSections(
  language: PublicLanguage,
  sections: readonly SectionName[] = SECTION_NAMES,
): Partial<Catalogue> {
  const catalogue = resources[language];
  return Object.fromEntries(sections.map((section) => [section, catalogue[section]]));
}

export interface CreateI18nOptions {
  /** Language tag; normalised ('en-US' → 'en'), unknown values give Russian. */
  lng: string;
  /** Top-level sections to load for every catalogue language; all when omitted. */
  sections?: readonly SectionName[];
}

/**
 * A new, synchronously initialised i18next instance with the bundled catalogue (nothing is
 * fetched). `by` and any missing text fall back to Russian.
 */
export function createI18n({ lng, sections }: CreateI18nOptions): i18n {
  const instance = i18next.createInstance();
  const bundled = Object.fromEntries(
    PUBLIC_LANGUAGES.map((language) => [
      language,
      { [I18N_NAMESPACE]: pickSections(language, sections) },
    ]),
  );
  void instance.init({
    lng: normalizeLanguage(lng) ?? DEFAULT_LANGUAGE,
    fallbackLng: FALLBACK_LNG,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    resources: bundled,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * Adds sections to an instance later (e.g. when a page needs texts the first page did not load).
 * Loads the language's catalogue (`by` uses the Russian one) and the Russian fallback.
 */
export function loadSections(instance: i18n, lang: string, sections: readonly SectionName[]): void {
  const language = toPublicLanguage(normalizeLanguage(lang) ?? DEFAULT_LANGUAGE);
  const languages = new Set<PublicLanguage>([language, DEFAULT_LANGUAGE]);
  for (const catalogueLanguage of languages) {
    instance.addResourceBundle(
      catalogueLanguage,
      I18N_NAMESPACE,
      pickSections(catalogueLanguage, sections),
      true,
      true,
    );
  }
}
