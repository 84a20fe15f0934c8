import { createI18nWithTexts, type PageI18n, type PublicLanguage } from '@fuelcard/i18n';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SearchPagination } from '../components/search/SearchPagination';
import { SearchResultsRegion } from '../components/search/SearchResultsRegion';
import { serializeSearchView, type SearchView } from '../components/search/search-view';
import { I18nProvider } from '../i18n/i18n-context';
import { listedResultsHtml } from './search-results-html.server';
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

/** The region as the page renders it: SearchResultsRegion, with the page's texts and links. */
function renderedRegion(lang: PublicLanguage, view: SearchView): string {
  return renderToString(
    <MemoryRouter>
      <I18nProvider i18n={translationsOf(lang)}>
        <SearchResultsRegion {...view} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

/** The pages of results as the region renders them (SearchPagination), for listedResultsHtml. */
export function renderedPagination(lang: PublicLanguage, { query, page, pages }: SearchView): string {
  if (pages <= 1) return '';
  return renderToString(
    <MemoryRouter>
      <I18nProvider i18n={translationsOf(lang)}>
        <SearchPagination query={query} page={page} pages={pages} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

/** Searches whose regions cover every branch of the list (area, excerpts, more, odd texts). */
const SAMPLES: Record<PublicLanguage, string[]> = {
  ru: ['а', 'договор', 'смоленск'],
  en: ['a', 'card'],
};
const ODD: SearchView = {
  query: `<b>"x" & 'y'</b>`,
  found: 2,
  page: 1,
  pages: 1,
  results: [
    {
      path: '/a?b=1&c="2"',
      area: null,
      title: [
        { text: '<i>', match: false },
        { text: 'x', match: true },
        { text: '&', match: false },
        { text: "'y'", match: false },
      ],
      snippets: [],
      more: 0,
    },
    {
      path: '/b',
      area: 'Area <&>',
      title: [{ text: '"t"', match: true }],
      snippets: [[{ text: 's', match: false }], [{ text: 'm', match: true }]],
      more: 7,
    },
  ],
};

/** Per language: whether listedResultsHtml writes React's markup for the samples (checked once). */
const listedMatchesReact = new Map<PublicLanguage, boolean>();

function listedHtmlOf(lang: PublicLanguage, view: SearchView): string {
  let same = listedMatchesReact.get(lang);
  if (same === undefined) {
    const views = [...SAMPLES[lang].map((query) => searchView(lang, query)), ODD];
    same = views.every(
      (sample) =>
        listedResultsHtml(sample, translationsOf(lang).t, renderedPagination(lang, sample)) ===
        renderedRegion(lang, sample),
    );
    if (!same)
      console.warn(
        `search results of ${lang} are rendered with React: listedResultsHtml differs from SearchResultsRegion`,
      );
    listedMatchesReact.set(lang, same);
  }
  return same
    ? listedResultsHtml(view, translationsOf(lang).t, renderedPagination(lang, view))
    : renderedRegion(lang, view);
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
    found: view.found,
    region: () => (view.results.length > 0 ? listedHtmlOf(lang, view) : renderedRegion(lang, view)),
  };
}
