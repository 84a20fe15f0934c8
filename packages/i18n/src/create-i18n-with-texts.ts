import i18next, { type i18n } from 'i18next';
import { FALLBACK_LNG, SUPPORTED_LANGUAGES, type PublicLanguage } from './languages';
import type { TextTree } from './types';

/** The single i18next namespace (the same value as I18N_NAMESPACE of create-i18n). */
const NAMESPACE = 'translation';

export interface CreateI18nWithTextsOptions {
  /** The page's language. */
  lng: PublicLanguage;
  /** The catalogue sections the page needs, in that language (e.g. handed over by a loader). */
  texts: TextTree;
}

/**
 * A synchronously initialised i18next instance holding only the given texts. Unlike createI18n it
 * does not import the catalogue, so a browser bundle that uses it stays free of the texts: the
 * server picks the sections of each page and hands them over with the page's data.
 */
export function createI18nWithTexts({ lng, texts }: CreateI18nWithTextsOptions): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: FALLBACK_LNG,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [lng]: { [NAMESPACE]: texts } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Adds more sections of the instance's language (deep merge; existing texts are overwritten). */
export function addTexts(instance: i18n, lng: PublicLanguage, texts: TextTree): void {
  instance.addResourceBundle(lng, NAMESPACE, texts, true, true);
}
