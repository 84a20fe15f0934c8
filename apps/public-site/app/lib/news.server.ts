import { createApiClient, FALLBACK_NEWS, type NewsMap } from '@fuelcard/contracts';
import { NEWS_API_FALLBACK_WARNING } from '@fuelcard/i18n';

/** How long a page waits for the API before it shows the bundled news instead. */
export const NEWS_API_TIMEOUT_MS = 3000;

export interface LoadedNews {
  news: NewsMap;
  /** True when the API failed and the bundled FALLBACK_NEWS is shown. */
  fallback: boolean;
}

/**
 * The news the public sees, read from the API on the server (GET /api/admin/news without a token
 * answers the visible items only). Any failure — no answer, a non-OK status, a timeout — prints
 * the spec's console warning and gives the bundled fallback news.
 */
export async function loadPublicNews(
  apiUrl: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<LoadedNews> {
  const client = createApiClient({
    baseUrl: apiUrl,
    fetch: (input, init) => fetchImpl(input, { ...init, signal: AbortSignal.timeout(NEWS_API_TIMEOUT_MS) }),
  });
  try {
    const news = await client.listNews();
    if (typeof news !== 'object' || news === null || Array.isArray(news)) throw new TypeError('not a news map');
    return { news, fallback: false };
  } catch (cause) {
    console.warn(NEWS_API_FALLBACK_WARNING, cause instanceof Error ? cause.message : cause);
    return { news: FALLBACK_NEWS, fallback: true };
  }
}
