import type { TextPart } from '@fuelcard/i18n';

/** One page of the /search results as the page shows it. */
export interface SearchResultView {
  path: string;
  /** The area's name (For clients, For partners, Equipment), if the page is in one. */
  area: string | null;
  title: TextPart[];
  /** Up to three highlighted excerpts; `more` counts the rest. */
  snippets: TextPart[][];
  more: number;
}

/** Matching pages listed per page of results (`?page=`). */
export const SEARCH_RESULTS_PER_PAGE = 10;

/**
 * What the /search page shows below its form: the query and one page of the matching pages
 * (`results`), how many match in all (`found`), which page of results this is and how many there
 * are. `missingPage` is a `?page=` that names no page of results (shown instead of a list).
 */
export interface SearchView {
  query: string;
  results: SearchResultView[];
  found: number;
  page: number;
  pages: number;
  missingPage?: string;
}

/** `?page=` as the page reads it: absent is 1, a whole number from 1 as it is, else null. */
export function resultsPageOf(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** The address of a page of results (the first has no `page`). */
export function searchHref(query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

/**
 * The search travels in the route data as one JSON string, so that the route data of every
 * search has the same shape and the server can answer a query from a page it keeps
 * (docs/decisions/public-site-0008-negative-answers-and-search-index.md).
 */
export function serializeSearchView(view: SearchView): string {
  return JSON.stringify(view);
}

export function parseSearchView(data: string): SearchView {
  return JSON.parse(data) as SearchView;
}

/** A «more matches on this page» line: for every width, or only for wide or narrow screens. */
export interface MoreLine {
  count: number;
  width: 'moreWide' | 'moreNarrow' | null;
}

/**
 * The «more matches» lines of a result. Under 600 px the page shows one excerpt per result, so
 * the hidden excerpts count as more there: one line for every width when both counts agree, else
 * a line for each width (the stylesheet shows one).
 */
export function moreLines({
  snippets,
  more,
}: Pick<SearchResultView, 'snippets' | 'more'>): MoreLine[] {
  const narrow = more + Math.max(0, snippets.length - 1);
  if (narrow === more) return more > 0 ? [{ count: more, width: null }] : [];
  const lines: MoreLine[] = [];
  if (more > 0) lines.push({ count: more, width: 'moreWide' });
  lines.push({ count: narrow, width: 'moreNarrow' });
  return lines;
}
