import { highlightParts, resources, type PublicLanguage, type TextTree } from '@fuelcard/i18n';
import { areaOf, searchPages, type SearchPage } from '../components/search/search-pages';
import {
  SEARCH_RESULTS_PER_PAGE,
  type SearchView,
} from '../components/search/search-view';
import { translator } from './texts.server';

/** Excerpts shown per page; the rest are counted. */
const SNIPPETS_PER_PAGE = 3;

/**
 * What the site searches: the pages that match a query, best first. Today the pages are the
 * catalogue's (the spec searches the text catalogue; news are not listed), indexed once per
 * language in memory (`searchCatalogue`). The interface is where other documents — news read
 * from the API's query endpoints, built once per news change — would join
 * (docs/decisions/public-site-0008-negative-answers-and-search-index.md).
 */
export interface SiteSearchIndex {
  /** The matching pages, each with its first `maxSnippets` matching texts highlighted. */
  pages(lang: PublicLanguage, query: string, maxSnippets: number): SearchPage[];
}

export const catalogueSearchIndex: SiteSearchIndex = {
  pages: (lang, query, maxSnippets) =>
    searchPages(resources[lang] as unknown as TextTree, query, { maxSnippets }),
};

/** Names of pages and areas per language (constant texts, asked for per result). */
const names = new Map<string, string>();

function nameOf(lang: PublicLanguage, key: string): string {
  let name = names.get(`${lang}:${key}`);
  if (name === undefined) names.set(`${lang}:${key}`, (name = translator(lang)(key)));
  return name;
}

/**
 * What /search shows for a query (as the page reads it: trimmed, at most 100 characters) on a
 * page of results (10 a page; `null`, or a page past the last, is a missing page, `asked` being
 * what `?page=` said).
 */
export function searchView(
  lang: PublicLanguage,
  query: string,
  index: SiteSearchIndex = catalogueSearchIndex,
  resultsPage: number | null = 1,
  asked = String(resultsPage),
): SearchView {
  const t = (key: string) => nameOf(lang, key);
  const found = query ? index.pages(lang, query, SNIPPETS_PER_PAGE) : [];
  const pages = Math.ceil(found.length / SEARCH_RESULTS_PER_PAGE);
  const missing = found.length > 0 && (resultsPage === null || resultsPage > pages);
  const page = missing || resultsPage === null ? 1 : resultsPage;
  const shown = missing
    ? []
    : found.slice((page - 1) * SEARCH_RESULTS_PER_PAGE, page * SEARCH_RESULTS_PER_PAGE);
  return {
    query,
    found: found.length,
    page,
    pages,
    ...(missing ? { missingPage: asked } : {}),
    results: shown.map((page) => {
      const pageTitle = page.labelKey ? t(page.labelKey) : (page.title ?? t('common.home'));
      const area = areaOf(page.path);
      return {
        path: page.path,
        area: area ? t(area) : null,
        title: highlightParts(pageTitle, query),
        snippets: page.snippets,
        more: Math.max(0, page.matches - SNIPPETS_PER_PAGE),
      };
    }),
  };
}
