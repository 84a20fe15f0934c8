import { apiRoutes, FALLBACK_NEWS, type NewsMap, visibleNews } from '@fuelcard/contracts';
import { NEWS_API_FALLBACK_WARNING } from '@fuelcard/i18n';

/** How long a page waits for the API before it shows the bundled news instead. */
export const NEWS_API_TIMEOUT_MS = 3000;

export interface LoadedNews {
  news: NewsMap;
  /** True when the API failed and the bundled FALLBACK_NEWS is shown. */
  fallback: boolean;
}

/** The last list the API sent, with its ETag, per API base (one in practice). Read-only. */
const kept = new Map<string, { etag: string; news: NewsMap }>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * GET /api/admin/news, revalidated: the kept list's ETag goes along as If-None-Match, and a 304
 * answers with the kept list — a render does not download and parse the whole list again while
 * the news are unchanged (at 1,000 items ~1.3 MB of JSON). The kept list is frozen: every
 * render shares it.
 */
async function fetchNews(apiUrl: string, fetchImpl: typeof fetch): Promise<NewsMap> {
  const last = kept.get(apiUrl);
  const call = `GET ${apiRoutes.listNews.path}`;
  const response = await fetchImpl(`${apiUrl}${apiRoutes.listNews.path}`, {
    method: 'GET',
    headers: { accept: 'application/json', ...(last ? { 'if-none-match': last.etag } : {}) },
    signal: AbortSignal.timeout(NEWS_API_TIMEOUT_MS),
  }).catch((cause: unknown) => {
    throw new Error(`${call} failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  });
  if (response.status === 304 && last) return last.news;
  if (!response.ok) throw new Error(`${call} answered ${response.status}`);
  const news: unknown = await response.json();
  if (typeof news !== 'object' || news === null || Array.isArray(news))
    throw new TypeError('not a news map');
  const etag = response.headers.get('etag');
  if (etag) kept.set(apiUrl, { etag, news: deepFreeze(news as NewsMap) });
  else kept.delete(apiUrl);
  return news as NewsMap;
}

/**
 * The news the public sees, read from the API on the server (GET /api/admin/news without a token
 * answers the visible items only). Any failure — no answer, a non-OK status, a timeout — prints
 * the spec's console warning and gives the bundled fallback news that is visible today.
 */
export async function loadPublicNews(
  apiUrl: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<LoadedNews> {
  try {
    return { news: await fetchNews(apiUrl, fetchImpl), fallback: false };
  } catch (cause) {
    console.warn(NEWS_API_FALLBACK_WARNING, cause instanceof Error ? cause.message : cause);
    // The same rule as the API's public list: only the items whose window holds today, so that
    // every page (teaser, list, item, sitemap) shows the same fallback news.
    return { news: visibleNews(FALLBACK_NEWS), fallback: true };
  }
}
