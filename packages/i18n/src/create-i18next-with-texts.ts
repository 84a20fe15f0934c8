import i18next, { type i18n } from 'i18next';
import { FALLBACK_LNG, SUPPORTED_LANGUAGES, type PublicLanguage } from './languages';
import type { TextTree } from './types';

/** The single i18next namespace (I18N_NAMESPACE of create-i18n, which imports the catalogue). */
const I18N_NAMESPACE = 'translation';

/**
 * A synchronously initialised i18next instance holding only the given texts, for the console
 * (react-i18next). Unlike createI18n it does not import the catalogue, so the console's bundle
 * carries only the sections it hands over. The public site uses the smaller createI18nWithTexts.
 */
export function createI18nextWithTexts({
  lng,
  texts,
}: {
  lng: PublicLanguage;
  texts: TextTree;
}): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: FALLBACK_LNG,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    resources: { [lng]: { [I18N_NAMESPACE]: texts } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
