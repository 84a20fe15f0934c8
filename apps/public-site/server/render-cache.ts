import { LRUCache } from 'lru-cache';
import type { PageAnswer } from './page-answer';
import type { PageRequest } from './page-request';

/**
 * The render cache (docs/decisions/public-site-0003-render-cache.md): rendered pages by page key
 * (path, the query parameters the page reads, language), in memory, bounded in entries and bytes,
 * each remembering the news it was rendered with. A segmented LRU: a new page enters the
 * probation segment and moves to the protected one when it is asked for again, so a flood of
 * one-off addresses only ever replaces other one-off addresses; what visitors keep asking for
 * stays.
 */
export interface CachedPage extends PageAnswer {
  /** The news fingerprint the page was rendered with ('unavailable': the fallback news). */
  newsVersion: string;
  storedAt: number;
  /** What the page was rendered from (rendered again from it in the background). */
  request: PageRequest;
}

export interface RenderCacheOptions {
  /** Pages kept at most (default 500). */
  maxEntries?: number;
  /** Bytes kept at most, pages and their compressed copies (default 64 MiB). */
  maxBytes?: number;
  /** After this a page is served once more and rendered again in the background (default 30 s). */
  ttlMs?: number;
  now?: () => number;
}

/** The share of the cache for pages asked for once so far. */
const PROBATION_SHARE = 0.2;

export class RenderCache {
  private readonly probation: LRUCache<string, CachedPage>;
  private readonly protectedPages: LRUCache<string, CachedPage>;
  private readonly renders = new Map<string, Promise<CachedPage | undefined>>();
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly ttlMs: number;
  readonly now: () => number;
  hits = 0;
  misses = 0;
  /** Pages pushed out of the cache (by size or count, not by a newer render of theirs). */
  evictions = 0;

  constructor(options: RenderCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 30_000;
    this.now = options.now ?? Date.now;
    const segment = (share: number) => ({
      max: Math.max(1, Math.round(this.maxEntries * share)),
      maxSize: Math.max(1, Math.round(this.maxBytes * share)),
      sizeCalculation: (page: CachedPage) => Math.max(1, page.size),
    });
    this.probation = new LRUCache<string, CachedPage>({
      ...segment(PROBATION_SHARE),
      disposeAfter: (_page, _key, reason) => {
        if (reason === 'evict') this.evictions += 1;
      },
    });
    this.protectedPages = new LRUCache<string, CachedPage>({
      ...segment(1 - PROBATION_SHARE),
      // A page pushed out of the protected segment gets one more chance in probation.
      disposeAfter: (page, key, reason) => {
        if (reason === 'evict') this.probation.set(key, page);
      },
    });
  }

  get size(): number {
    return this.probation.size + this.protectedPages.size;
  }

  /** Whether the page is in the protected segment (asked for more than once). */
  isProtected(key: string): boolean {
    return this.protectedPages.has(key);
  }

  /** Whether a page is stored, without counting it as used. */
  peek(key: string): boolean {
    return this.protectedPages.has(key) || this.probation.has(key);
  }

  /** The stored page, whatever its age and news; a second request moves it to the protected segment. */
  get(key: string): CachedPage | undefined {
    const kept = this.protectedPages.get(key);
    if (kept) return kept;
    const once = this.probation.get(key);
    if (once) {
      this.probation.delete(key);
      this.protectedPages.set(key, once);
    }
    return once;
  }

  /** Whether a stored page is younger than the TTL. */
  isFresh(page: CachedPage): boolean {
    return this.now() - page.storedAt < this.ttlMs;
  }

  set(
    key: string,
    answer: PageAnswer,
    about: Pick<CachedPage, 'newsVersion' | 'request'>,
  ): CachedPage {
    // The compressed copies are made now, once, and counted in the size bound.
    for (const encoding of ['br', 'gzip'] as const) answer.encoded(encoding);
    const entry: CachedPage = {
      status: answer.status,
      headers: answer.headers,
      body: answer.body,
      etag: answer.etag,
      csp: answer.csp,
      canonical: answer.canonical,
      noindex: answer.noindex,
      encoded: answer.encoded,
      size: answer.size,
      ...about,
      storedAt: this.now(),
    };
    if (this.protectedPages.has(key)) this.protectedPages.set(key, entry);
    else this.probation.set(key, entry);
    return entry;
  }

  delete(key: string): void {
    this.probation.delete(key);
    this.protectedPages.delete(key);
  }

  clear(): void {
    this.probation.clear();
    this.protectedPages.clear();
  }

  /**
   * The render of this page already under way, if any: it resolves to the page it stored, or
   * undefined when that render could not be stored (an error, a cookie, not its canonical
   * address). Requests that miss together wait for one render instead of rendering the same
   * page side by side — a cold cache under load would otherwise render each page once per
   * waiting connection.
   */
  pendingRender(key: string): Promise<CachedPage | undefined> | undefined {
    return this.renders.get(key);
  }

  /** Marks a render as under way; the returned function ends it with the page stored, if any. */
  beginRender(key: string): (stored: CachedPage | undefined) => void {
    let finish!: (stored: CachedPage | undefined) => void;
    const promise = new Promise<CachedPage | undefined>((resolve) => (finish = resolve));
    this.renders.set(key, promise);
    return (stored) => {
      if (this.renders.get(key) === promise) this.renders.delete(key);
      finish(stored);
    };
  }
}
