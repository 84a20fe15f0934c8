import { createI18nWithTexts, type PageI18n, type PublicLanguage } from '@fuelcard/i18n';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SearchResultsRegion } from '../components/search/SearchResultsRegion';
import { serializeSearchView } from '../components/search/search-view';
import { I18nProvider } from '../i18n/i18n-context';
import { searchView } from './site-search.server';
import { pageTexts } from './texts.server';

/** What of the /search page depends on its query, besides the query itself. */
export interface SearchParts {
  /** The route data's `search` string (search-view.ts). */
  data: string;
  /** How many pages match. */
  found: number;
  /** The HTML of the results region (SearchResultsRegion) as the page renders it. */
  region(): string;
}

const translations = new Map<PublicLanguage, PageI18n>();

function translationsOf(lang: PublicLanguage): PageI18n {
  let i18n = translations.get(lang);
  if (!i18n) {
    i18n = createI18nWithTexts({ lng: lang, texts: pageTexts(lang, ['search']) });
    translations.set(lang, i18n);
  }
  return i18n;
}

/**
 * The parts of /search?q= that depend on the query: its route data and its results region, the
 * region rendered (when asked for) alone with the same component, texts and links as in the
 * page. The server fills a page it keeps with them (server/search-answers.ts), and checks, when
 * it keeps a page, that the parts of its own query are in it as they are here.
 */
export function searchPageParts(lang: PublicLanguage, query: string): SearchParts {
  const view = searchView(lang, query);
  return {
    data: serializeSearchView(view),
    found: view.results.length,
    region: () =>
      renderToString(
        <MemoryRouter>
          <I18nProvider i18n={translationsOf(lang)}>
            <SearchResultsRegion {...view} />
          </I18nProvider>
        </MemoryRouter>,
      ),
  };
}
