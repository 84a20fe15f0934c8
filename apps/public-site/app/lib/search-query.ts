/** The longest query the search page reads; the rest is ignored. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** The search page's query as it reads it: `?q=` trimmed and at most 100 characters, or ''. */
export function searchQueryOf(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
}
