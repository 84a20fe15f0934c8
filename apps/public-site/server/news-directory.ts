import { LRUCache } from 'lru-cache';
import type { NewsState } from './news-version';

/** Whether /news/{idOrSlug} shows an item: yes, no (its page is the not-found page), or not known. */
export type NewsPresence = 'present' | 'absent' | 'unknown';

export interface NewsDirectoryOptions {
  /** Answers remembered per news version at most (default 10,000): no request grows it further. */
  maxRemembered?: number;
}

/**
 * What the site knows of the news items' addresses under a news version: which /news/{idOrSlug}
 * shows an item and which is the not-found page, as the API said (GET /api/news/by-slug, asked
 * once per address and version: news-presence.ts), so that an address of no item is answered
 * without a render (docs/decisions/public-site-0008-negative-answers-and-search-index.md).
 * Answers are kept in a bounded memory and forgotten when the news change; while the API is down
 * what it said last still holds (an address it never answered is unknown: the page is rendered
 * and shows the bundled news or says the item cannot be read now, never a 404).
 */
export class NewsDirectory {
  private version: string | null = null;
  private readonly remembered: LRUCache<string, Exclude<NewsPresence, 'unknown'>>;

  constructor(options: NewsDirectoryOptions = {}) {
    this.remembered = new LRUCache({ max: options.maxRemembered ?? 10_000 });
  }

  /** One address's answer under a news version (a lookup by slug), remembered while it lasts. */
  remember(version: string, idOrSlug: string, presence: Exclude<NewsPresence, 'unknown'>): void {
    this.moveTo(version);
    this.remembered.set(idOrSlug.toLowerCase(), presence);
  }

  /** Whether /news/{idOrSlug} (the route's decoded parameter) shows an item under this news state. */
  presence(idOrSlug: string, news: NewsState): NewsPresence {
    if (news.version === '' || news.version !== this.version) return 'unknown';
    return this.remembered.get(idOrSlug.toLowerCase()) ?? 'unknown';
  }

  /** How many single answers are kept (metrics, tests). */
  get rememberedCount(): number {
    return this.remembered.size;
  }

  private moveTo(version: string): void {
    if (version === this.version) return;
    this.version = version;
    this.remembered.clear();
  }
}
