/*
 * The site search, loaded on first use: the matching, the result list, and (in a chunk per
 * language) the whole catalogue, which no page bundle carries.
 */
import type { PublicLanguage, TextTree } from '@fuelcard/i18n';

export function loadCatalogue(lang: PublicLanguage): Promise<TextTree> {
  return lang === 'en'
    ? import('@fuelcard/i18n/catalogue/en').then((module) => module.en as TextTree)
    : import('@fuelcard/i18n/catalogue/ru').then((module) => module.ru as TextTree);
}

export { excerpt, searchPages, type SearchPage } from './search-pages';
export { SearchResults } from './SearchResults';
