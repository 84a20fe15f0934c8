import { LINKABLE_SITE_PAGES, newsItemPath, type NewsQueryClient } from '@fuelcard/contracts';

/** One thing the link dialog offers: a page of the site or a news item, both by their site path. */
export interface LinkSuggestion {
  kind: 'page' | 'news';
  path: string;
  title: string;
}

/** Text for matching: lower case, ё as е, runs of spaces as one. */
function searchable(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
}

/** A query that is an address being typed, not words to search for. */
export function looksLikeAddress(query: string): boolean {
  return /^(?:https?:|mailto:|tel:|www\.)/i.test(query.trim());
}

/** The site's main pages whose name or path holds every word of the query (all of them for ''). */
export function matchingPages(query: string, pageName: (name: string) => string): LinkSuggestion[] {
  const words = searchable(query).split(' ').filter(Boolean);
  return LINKABLE_SITE_PAGES.map(({ path, name }) => ({ kind: 'page' as const, path, title: pageName(name) })).filter(
    ({ path, title }) => words.every((word) => searchable(`${title} ${path}`).includes(word)),
  );
}

export const NEWS_SUGGESTIONS = 5;

/** News items whose title or slug matches the query (the console's search), newest first. */
export async function matchingNews(news: NewsQueryClient, query: string): Promise<LinkSuggestion[]> {
  const q = query.trim().replace(/^\/?news\/?/i, '');
  if (q === '') return [];
  const answer = await news.searchConsoleNews({ q: q.slice(0, 100), sort: 'newest', limit: String(NEWS_SUGGESTIONS) });
  return answer.items.map((item) => ({
    kind: 'news',
    path: newsItemPath(item.slug),
    title: item.titles.ru.trim() || item.titles.en.trim() || item.slug,
  }));
}
