import { LRUCache } from 'lru-cache';
import type { NewsState } from './news-version';

export interface KeptPagesOptions {
  /** Kept this long, then made again (the frame shows the year; default 30 s, as the cache's TTL). */
  ttlMs?: number;
  /** Keys kept at most (default 32; the keys of their users are a handful by construction). */
  maxEntries?: number;
  now?: () => number;
}

interface Kept<T> {
  value: T;
  /** The news fingerprint it was made with ('unavailable': with the fallback news). */
  newsVersion: string;
  storedAt: number;
}

/** What a maker made to keep: the value and the news it was made with. */
export interface Made<T> {
  value: T;
  newsVersion: string;
}

/**
 * Answers that many addresses share, each made once per key and news state and kept
 * (docs/decisions/public-site-0008-negative-answers-and-search-index.md): the news not-found page
 * per language, the /search page per language. As the render cache: a value made with other
 * news than the current ones is made again before it is used (while the API is down, whatever
 * is kept is used); one older than the TTL is made again; requests that miss together wait for
 * one making. Bounded in keys, so no request adds memory.
 */
export class KeptPages<T> {
  private readonly kept: LRUCache<string, Kept<T>>;
  private readonly making = new Map<string, Promise<Made<T> | null>>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: KeptPagesOptions = {}) {
    this.kept = new LRUCache({ max: options.maxEntries ?? 32 });
    this.ttlMs = options.ttlMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  /** The kept value of a key if it is fresh and of these news (any, while they are unavailable). */
  get(key: string, news: NewsState): T | undefined {
    const kept = this.kept.get(key);
    if (!kept || this.now() - kept.storedAt >= this.ttlMs) return undefined;
    return !news.available || kept.newsVersion === news.version ? kept.value : undefined;
  }

  /**
   * Makes the value of a key, or waits for the making under way, and keeps it; null when the
   * maker found nothing to keep (its caller has what it made instead).
   */
  make(key: string, maker: () => Promise<Made<T> | null>): Promise<Made<T> | null> {
    let pending = this.making.get(key);
    if (!pending) {
      pending = maker()
        .then((made) => {
          if (made)
            this.kept.set(key, {
              value: made.value,
              newsVersion: made.newsVersion,
              storedAt: this.now(),
            });
          return made;
        })
        .finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  get size(): number {
    return this.kept.size;
  }
}
