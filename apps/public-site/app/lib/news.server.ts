import { apiRoutes, FALLBACK_NEWS, type NewsMap, visibleNews } from '@fuelcard/contracts';
import { NEWS_API_FALLBACK_WARNING } from '@fuelcard/i18n';
import { createNewsApiHealth, type NewsApiHealth } from './news-api-health';

/**
 * How long a page waits for the API before it shows the bundled news instead: short, so that a
 * page the render cache does not hold still answers within a second while the API hangs.
 */
export const NEWS_API_TIMEOUT_MS = 700;

export interface LoadedNews {
  news: NewsMap;
  /** True when the API failed and the bundled FALLBACK_NEWS is shown. */
  fallback: boolean;
}

interface ApiState {
  /** The last list the API sent, with its ETag. Read-only. */
  kept: { etag: string; news: NewsMap } | null;
  health: NewsApiHealth;
}

/** Per API base (one in practice). */
const states = new Map<string, ApiState>();

function stateOf(apiUrl: string): ApiState {
  let state = states.get(apiUrl);
  if (!state) states.set(apiUrl, (state = { kept: null, health: createNewsApiHealth() }));
  return state;
}

/**
 * The memory of the news API at this base that the page loaders use; the server's render cache
 * shares it (exported to it through app/entry.server.tsx), see news-api-health.ts.
 */
export function newsApiHealth(apiUrl: string): NewsApiHealth {
  return stateOf(apiUrl).health;
}

/** Forgets every kept list and API failure (tests). */
export function forgetNewsApiState(): void {
  states.clear();
}

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
  const state = stateOf(apiUrl);
  const last = state.kept;
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
  state.kept = etag ? { etag, news: deepFreeze(news as NewsMap) } : null;
  return news as NewsMap;
}

/** One call; the outcome goes into the API's memory, a failure prints the spec's warning. */
async function attempt(apiUrl: string, fetchImpl: typeof fetch): Promise<NewsMap | null> {
  const { health } = stateOf(apiUrl);
  try {
    const news = await fetchNews(apiUrl, fetchImpl);
    health.succeeded();
    return news;
  } catch (cause) {
    health.failed();
    console.warn(NEWS_API_FALLBACK_WARNING, cause instanceof Error ? cause.message : cause);
    return null;
  }
}

/**
 * The news the public sees, read from the API on the server (GET /api/admin/news without a token
 * answers the visible items only). Any failure — no answer, a non-OK status, a timeout
 * (NEWS_API_TIMEOUT_MS) — prints the spec's console warning and gives the bundled fallback news that
 * is visible today (the API's rule, so that every page shows the same fallback news).
 * After a failure the API counts as down: pages get the fallback news at once, without waiting,
 * while one call a second (NEWS_API_RETRY_MS) checks in the background whether it is back.
 */
export async function loadPublicNews(
  apiUrl: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<LoadedNews> {
  const { health } = stateOf(apiUrl);
  if (health.down) {
    if (health.claimProbe()) void attempt(apiUrl, fetchImpl);
  } else {
    const news = await attempt(apiUrl, fetchImpl);
    if (news) return { news, fallback: false };
  }
  health.countFallback();
  return { news: visibleNews(FALLBACK_NEWS), fallback: true };
}
