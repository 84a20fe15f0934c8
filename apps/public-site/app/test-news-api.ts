/**
 * Tests only: the API's news calls answered from a news map by the API's rules (the same
 * functions the site's fallback uses), so that loader and server tests read news as they do in
 * production (GET /api/news, /latest, /by-slug, /feed, /sitemap, /version).
 */
import { findNews, visibleNews, type NewsMap, type NewsSortOrder } from '@fuelcard/contracts';
import { detailOf, feedOf, latestOf, newsPageOf } from './lib/news-queries.server';

export interface FakeNewsApi {
  /** What the public list holds (visibility applied on each answer, as the API does). */
  news: NewsMap;
  /** The version the API reports; change it with the news. */
  version: string;
}

/** The API's answer to a request of its news calls, or null for another path. */
export function newsApiAnswer(api: FakeNewsApi, url: string): Response | null {
  const { pathname, searchParams } = new URL(url, 'http://api.test');
  const visible = visibleNews(api.news);
  const number = (name: string, fallback: number) => Number(searchParams.get(name) ?? fallback);
  if (pathname === '/api/news/version') return Response.json({ version: api.version });
  if (pathname === '/api/news')
    return Response.json(
      newsPageOf(
        visible,
        number('page', 1),
        (searchParams.get('sort') ?? 'newest') as NewsSortOrder,
        number('limit', 4),
      ),
    );
  if (pathname === '/api/news/latest') return Response.json(latestOf(visible, number('limit', 6)));
  if (pathname === '/api/news/feed') return Response.json({ items: feedOf(visible) });
  if (pathname === '/api/news/sitemap') {
    const after = number('after', 0);
    const limit = number('limit', 10_000);
    const ids = Object.keys(visible)
      .map(Number)
      .filter((id) => id > after)
      .sort((a, b) => a - b);
    const items = ids.slice(0, limit).map((id) => {
      const detail = detailOf({ id: String(id), ...visible[String(id)]! });
      return {
        id: detail.id,
        slug: detail.slug,
        updatedAt: String(visible[String(id)]!.updatedAt ?? ''),
      };
    });
    return Response.json({
      items,
      next: ids.length > limit ? items[items.length - 1]!.id : null,
      total: ids.length,
    });
  }
  const slug = /^\/api\/news\/by-slug\/(.+)$/.exec(pathname)?.[1];
  if (slug !== undefined) {
    const entry = findNews(visible, decodeURIComponent(slug));
    if (!entry) return Response.json({ error: 'Новость не найдена' }, { status: 404 });
    return Response.json(detailOf(entry));
  }
  if (pathname === '/api/admin/news') return Response.json(visible);
  return null;
}

/** A fetch that answers the news calls of `api` (and 404 otherwise), for stubbing the global one. */
export function fakeNewsFetch(api: FakeNewsApi) {
  return async (input: RequestInfo | URL): Promise<Response> =>
    newsApiAnswer(api, String(input instanceof Request ? input.url : input)) ??
    new Response('Not Found', { status: 404 });
}
