import { createHash } from 'node:crypto';
import { detectServerLanguage, langCookieToSet, readLangCookie } from '@fuelcard/i18n';
import type { FastifyRequest } from 'fastify';

/**
 * The render cache (docs/decisions/public-site-0003-render-cache.md): rendered HTML per path,
 * language and hydrate flag, in memory, bounded (LRU), each entry valid for a short TTL and only
 * while the public news list is the one it was rendered with. Pages are stored with their CSP
 * nonce replaced by a placeholder and get the response's own nonce when sent.
 */

/** Stands for the nonce in a stored page; never produced by React (it escapes NUL). */
export const NONCE_PLACEHOLDER = '\u0000csp-nonce\u0000';

export interface CachedPage {
  status: number;
  /**
   * Response headers without Set-Cookie: a page is stored only when it sets no cookie or just the
   * language cookie of its `?lang=`, which each answer gets again from its own request.
   */
  headers: Array<[string, string]>;
  /** The page as latin1 text (byte-exact), the nonce replaced by NONCE_PLACEHOLDER. */
  template: string;
  /** The page's weak ETag (without the nonce). */
  etag: string;
  /** The news fingerprint the page was rendered with. */
  newsVersion: string;
  storedAt: number;
}

export interface RenderCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

export class RenderCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly renders = new Map<string, Promise<CachedPage | undefined>>();
  readonly maxEntries: number;
  readonly ttlMs: number;
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(options: RenderCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 200;
    this.ttlMs = options.ttlMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The stored page, when it is young enough and was rendered with these news. */
  get(key: string, newsVersion: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.newsVersion === newsVersion && this.now() - entry.storedAt < this.ttlMs) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.hits += 1;
      return entry;
    }
    if (entry) this.entries.delete(key);
    this.misses += 1;
    return undefined;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt'>): CachedPage {
    const entry = { ...page, storedAt: this.now() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * The render of this page with these news already under way, if any: it resolves to the page
   * it stored, or undefined when that render could not be stored (an error, a cookie). Requests
   * that miss together wait for one render instead of rendering the same page side by side — a
   * cold cache under load would otherwise render each page once per waiting connection.
   */
  pendingRender(key: string, newsVersion: string): Promise<CachedPage | undefined> | undefined {
    return this.renders.get(`${key}\n${newsVersion}`);
  }

  /** Marks a render as under way; the returned function ends it with the page stored, if any. */
  beginRender(key: string, newsVersion: string): (stored: CachedPage | undefined) => void {
    const id = `${key}\n${newsVersion}`;
    let finish!: (stored: CachedPage | undefined) => void;
    const promise = new Promise<CachedPage | undefined>((resolve) => (finish = resolve));
    this.renders.set(id, promise);
    return (stored) => {
      if (this.renders.get(id) === promise) this.renders.delete(id);
      finish(stored);
    };
  }
}

/**
 * The cache key of a page request, or null when the request is not cached: only GET, and no
 * query other than `lang` (whose raw value is part of the key, as the page's links name it).
 */
export function renderCacheKey(
  request: FastifyRequest,
  hydrate: boolean,
  /**
   * Key by the request's origin too: without SITE_URL the pages' canonical and alternate links
   * name the origin of the request, so a request with a forged Host must not fill the cache
   * for everyone.
   */
  byOrigin = false,
): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url, 'http://site.invalid');
  for (const name of url.searchParams.keys()) if (name !== 'lang') return null;
  const queryLang = url.searchParams.get('lang');
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? null);
  };
  const lang = detectServerLanguage({
    query: queryLang,
    cookie: readLangCookie(header('cookie')),
    acceptLanguage: header('accept-language'),
  });
  const key = `${url.pathname}\n${queryLang ?? ''}\n${lang}\n${hydrate ? 'h' : 's'}`;
  return byOrigin ? `${request.protocol}://${request.host}\n${key}` : key;
}

/**
 * The language cookie a page answer sets for this request (`?lang=` differing from the cookie), or
 * null. The render cache stores pages without it and adds it per answer, so a `?lang=` address is
 * served from the cache to visitors whose cookie says something else too.
 */
export function langCookieFor(request: FastifyRequest): string | null {
  const cookie = request.headers.cookie;
  return langCookieToSet(
    new URL(request.url, 'http://site.invalid').searchParams.get('lang'),
    Array.isArray(cookie) ? cookie.join('; ') : cookie,
  );
}

/** Replaces the nonce in a rendered page by the placeholder (latin1 keeps the bytes exact). */
export function toTemplate(body: Uint8Array, nonce: string | undefined): string {
  const text = Buffer.from(body).toString('latin1');
  return nonce ? text.replaceAll(nonce, NONCE_PLACEHOLDER) : text;
}

/** The page bytes for one response, with its own nonce. */
export function fromTemplate(template: string, nonce: string | undefined): Buffer {
  return Buffer.from(template.replaceAll(NONCE_PLACEHOLDER, nonce ?? ''), 'latin1');
}

export interface NewsVersionOptions {
  apiUrl: string;
  /**
   * A fingerprint checked this recently is reused without asking (0, the default: every cached
   * answer waits for a check that started after its request arrived — a news write is seen at once).
   */
  intervalMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The fingerprint of the public news list (GET /api/admin/news without a token). Concurrent
 * callers share one request, as long as it started after they arrived. An unreachable API is a
 * version of its own ("unavailable"), so pages rendered with the fallback news are dropped as
 * soon as the API answers again.
 */
export function createNewsVersion(options: NewsVersionOptions): () => Promise<string> {
  const intervalMs = options.intervalMs ?? 0;
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let version = '';
  let checkedAt = -Infinity;
  let etag: string | null = null;
  let current: { startedAt: number; promise: Promise<string> } | null = null;
  let queued: Promise<string> | null = null;

  async function ask(): Promise<string> {
    try {
      const response = await fetchImpl(`${options.apiUrl}/api/admin/news`, {
        headers: etag && version !== 'unavailable' ? { 'if-none-match': etag } : {},
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status === 304) return version;
      if (!response.ok) return 'unavailable';
      const body = await response.arrayBuffer();
      etag = response.headers.get('etag');
      return createHash('sha1').update(new Uint8Array(body)).digest('base64url');
    } catch {
      return 'unavailable';
    }
  }

  function start(): Promise<string> {
    const startedAt = now();
    const promise = ask().then((next) => {
      version = next;
      checkedAt = startedAt;
      if (current?.promise === promise) current = null;
      return next;
    });
    current = { startedAt, promise };
    return promise;
  }

  return async () => {
    const arrival = now();
    if (arrival - checkedAt < intervalMs) return version;
    if (!current) return start();
    if (current.startedAt >= arrival) return current.promise;
    queued ??= current.promise.then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
}
