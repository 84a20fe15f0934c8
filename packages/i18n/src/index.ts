export {
  DEFAULT_LANGUAGE,
  FALLBACK_LNG,
  isPublicLanguage,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  LANG_STORAGE_KEY,
  normalizeLanguage,
  PUBLIC_LANGUAGES,
  SUPPORTED_LANGUAGES,
  toPublicLanguage,
  WINDOW_LANG_KEY,
} from './languages';
export type { PublicLanguage, SupportedLanguage } from './languages';
export {
  detectLanguage,
  detectServerLanguage,
  langCookieToSet,
  parseAcceptLanguage,
  readLangCookie,
  serializeLangCookie,
} from './detect-language';
export type { BrowserLanguageSources, ServerLanguageSources } from './detect-language';
export { resources, SECTION_NAMES } from './resources';
export type { Catalogue, CatalogueKey, SectionName } from './resources';
export { PLACEHOLDER_SECTION_ROUTES, routedSectionOf, SECTION_ROUTES } from './section-routes';
export type { RoutedSection } from './section-routes';
export { pluralForm } from './plural';
export type { PluralForm } from './plural';
export { highlightParts, isInterfaceOnly, searchCatalogue } from './search';
export type { SearchMatch, TextPart } from './search';
export { createI18n, I18N_NAMESPACE, loadSections, pickSections } from './create-i18n';
export type { CreateI18nOptions } from './create-i18n';
export { addTexts, createI18nWithTexts } from './create-i18n-with-texts';
export type {
  CreateI18nWithTextsOptions,
  PageI18n,
  Translate,
  TranslateOptions,
} from './create-i18n-with-texts';
export {
  CONSENT_SEND_FAILED_WARNING,
  INVALID_COORDINATES_WARNING,
  LANGUAGE_CHANGE_FAILED_ERROR,
  NEWS_API_FALLBACK_WARNING,
} from './console-messages';
export type { DeepStringRecord, TextTree } from './types';
