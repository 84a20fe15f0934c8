import { NEWS_API_FALLBACK_WARNING } from '@fuelcard/i18n';
import { LRUCache } from 'lru-cache';
import { createNewsApiHealth, type NewsApiHealth } from './news-api-health';

/*
 * What the page loaders read of the news: the API's query-shaped calls (GET /api/news,
 * /api/news/latest, /api/news/by-slug/…, /api/news/feed, /api/news/sitemap; ADR api-0011), each
 * answer kept per news version (docs/decisions/public-site-0009-news-by-query.md):
 *  - an answer of the current version is used as it is, without asking;
 *  - another is asked for, and kept (bounded memory, apart from the render cache, so it survives
 *    the cache's evictions);
 *  - when the API fails or is slower than NEWS_API_TIMEOUT_MS, the last answer of that call is
 *    used whatever its version (with the spec's warning), and only a call never answered falls
 *    back to the bundled news (news-fallback.server.ts). A 404 is kept like any answer: the API
 *    said the item does not exist, which stays true until the news change.
 */

/**
 * How long a page waits for the API before it uses what it kept (or the bundled news): short,
 * so that a page the render cache does not hold still answers within a second while the API hangs.
 */
export const NEWS_API_TIMEOUT_MS = 700;

/** Answers kept per API base: calls at most and their bytes (JSON length) at most. */
const KEPT_CALLS = 5_000;
const KEPT_BYTES = 64 * 1024 * 1024;

export interface NewsRead<T> {
  /** 404: the API said there is no such item. */
  status: 200 | 404;
  data: T | null;
  /** From the API now, or the last answer kept while the API could not be read. */
  source: 'api' | 'kept';
}

interface Kept {
  version: string;
  status: 200 | 404;
  data: unknown;
}

interface ApiState {
  health: NewsApiHealth;
  kept: LRUCache<string, Kept>;
  /** The version check of a loader that was given none (no server in front: `react-router dev`). */
  checking: Promise<string | null> | null;
}

/** Per API base (one in practice). */
const states = new Map<string, ApiState>();

function stateOf(apiUrl: string): ApiState {
  let state = states.get(apiUrl);
  if (!state)
    states.set(
      apiUrl,
      (state = {
        health: createNewsApiHealth(),
        kept: new LRUCache<string, Kept>({
          max: KEPT_CALLS,
          maxSize: KEPT_BYTES,
          sizeCalculation: (_kept, key) => key.length + 64,
        }),
        checking: null,
      }),
    );
  return state;
}

/**
 * The memory of the news API at this base that the page loaders use; the server's render cache
 * shares it (exported to it through app/entry.server.tsx), see news-api-health.ts.
 */
export function newsApiHealth(apiUrl: string): NewsApiHealth {
  return stateOf(apiUrl).health;
}

/** Forgets every kept answer and API failure (tests). */
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

async function getJson(
  url: string,
  fetchImpl: typeof fetch,
): Promise<{ status: number; body: unknown; bytes: number }> {
  const response = await fetchImpl(url, {
    method: 'GET',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(NEWS_API_TIMEOUT_MS),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? null : JSON.parse(text),
    bytes: text.length,
  };
}

/** GET /api/news/version, for loaders the server gave no version (one check at a time). */
function versionNow(apiUrl: string, fetchImpl: typeof fetch): Promise<string | null> {
  const state = stateOf(apiUrl);
  state.checking ??= getJson(`${apiUrl}/api/news/version`, fetchImpl)
    .then(({ status, body }) => {
      if (status !== 200 || typeof (body as { version?: unknown })?.version !== 'string')
        throw new Error(`GET /api/news/version answered ${status}`);
      state.health.succeeded();
      return (body as { version: string }).version;
    })
    .catch((cause: unknown) => {
      state.health.failed();
      console.warn(NEWS_API_FALLBACK_WARNING, cause instanceof Error ? cause.message : cause);
      return null;
    })
    .finally(() => {
      state.checking = null;
    });
  return state.checking;
}

export interface NewsReadOptions {
  apiUrl: string;
  /**
   * The news version the server checked for this render (the load context's `newsVersion`);
   * without one the loader asks the API for it.
   */
  version?: string;
  fetch?: typeof fetch;
}

const keptRead = <T>(kept: Kept): NewsRead<T> => ({
  status: kept.status,
  data: kept.data as T | null,
  source: 'kept',
});

/**
 * One call of the news API (`path` with its query string), as a page shows it: the kept answer of
 * the current version, else the API's, else — the API failing, slow or found down — the last
 * answer kept for the call whatever its version, else null (the caller shows the bundled news).
 * While the API counts as down nothing waits on it: one caller a second checks in the background
 * whether it is back.
 */
export async function readNews<T>(
  path: string,
  options: NewsReadOptions,
  /** Whether a 200's body is what the call answers (else the answer counts as a failure). */
  isAnswer: (body: unknown) => boolean = () => true,
): Promise<NewsRead<T> | null> {
  const { apiUrl } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const state = stateOf(apiUrl);
  const kept = state.kept.get(path);
  if (state.health.down) {
    if (state.health.claimProbe()) void versionNow(apiUrl, fetchImpl);
    return kept ? keptRead<T>(kept) : null;
  }
  const version = options.version || (await versionNow(apiUrl, fetchImpl));
  if (version === null) return kept ? keptRead<T>(kept) : null;
  if (kept && kept.version === version) return keptRead<T>(kept);
  try {
    const { status, body, bytes } = await getJson(`${apiUrl}${path}`, fetchImpl);
    if (status !== 200 && status !== 404) throw new Error(`GET ${path} answered ${status}`);
    if (status === 200 && !isAnswer(body)) throw new Error(`GET ${path} answered something else`);
    state.health.succeeded();
    const fresh: Kept = { version, status, data: status === 200 ? deepFreeze(body) : null };
    state.kept.set(path, fresh, { size: path.length + bytes + 64 });
    return { status, data: fresh.data as T | null, source: 'api' };
  } catch (cause) {
    state.health.failed();
    console.warn(NEWS_API_FALLBACK_WARNING, cause instanceof Error ? cause.message : cause);
    return kept ? keptRead<T>(kept) : null;
  }
}

/** That a page showed the bundled news (the render cache then keeps it as such). */
export function countFallback(apiUrl: string): void {
  stateOf(apiUrl).health.countFallback();
}
