import { FALLBACK_NEWS, newsSlug, visibleNews, type NewsMap } from '@fuelcard/contracts';
import { LRUCache } from 'lru-cache';
import type { NewsState } from './news-version';

/** Whether /news/{idOrSlug} shows an item: yes, no (its page is the not-found page), or not known. */
export type NewsPresence = 'present' | 'absent' | 'unknown';

/** The addresses a news list answers to, as findNews reads them: ids as they are, slugs in lower case. */
interface Addresses {
  ids: ReadonlySet<string>;
  slugs: ReadonlySet<string>;
}

function addressesOf(news: NewsMap): Addresses {
  const ids = new Set<string>();
  const slugs = new Set<string>();
  for (const [id, item] of Object.entries(news)) {
    ids.add(id);
    slugs.add(newsSlug(item, id).toLowerCase());
  }
  return { ids, slugs };
}

const answersTo = ({ ids, slugs }: Addresses, idOrSlug: string) =>
  idOrSlug !== '' && (ids.has(idOrSlug) || slugs.has(idOrSlug.toLowerCase()));

export interface NewsDirectoryOptions {
  /** Answers remembered per news state at most (default 10,000): no request grows it further. */
  maxRemembered?: number;
  now?: () => Date;
}

/**
 * What the site knows of the news items' addresses, per news state (the fingerprint the render
 * cache compares its pages with): which /news/{idOrSlug} shows an item and which is the
 * not-found page, so that an address of no item can be answered without a render
 * (docs/decisions/public-site-0008-negative-answers-and-search-index.md).
 *
 * Two feeds: a whole public list (today the news check's GET /api/admin/news, `learnList`),
 * which answers for every address; and single answers (`remember`, e.g. of a query endpoint that
 * says whether one slug exists), kept in a bounded memory. Both are forgotten when the news
 * change. While the API is down the page loaders show the bundled fallback news, and so does
 * this directory.
 */
export class NewsDirectory {
  private version: string | null = null;
  private listed: Addresses | null = null;
  private readonly remembered: LRUCache<string, Exclude<NewsPresence, 'unknown'>>;
  private readonly now: () => Date;

  constructor(options: NewsDirectoryOptions = {}) {
    this.remembered = new LRUCache({ max: options.maxRemembered ?? 10_000 });
    this.now = options.now ?? (() => new Date());
  }

  /** The whole public list of a news state: every address is known. */
  learnList(version: string, news: NewsMap): void {
    this.moveTo(version);
    try {
      this.listed = addressesOf(news);
    } catch {
      // A list of an unexpected shape tells nothing: every address stays unknown.
      this.listed = null;
    }
  }

  /** One address's answer under a news state (a lookup by slug), remembered while it lasts. */
  remember(version: string, idOrSlug: string, presence: Exclude<NewsPresence, 'unknown'>): void {
    this.moveTo(version);
    this.remembered.set(idOrSlug.toLowerCase(), presence);
  }

  /** Whether /news/{idOrSlug} (the route's decoded parameter) shows an item under this news state. */
  presence(idOrSlug: string, news: NewsState): NewsPresence {
    if (!news.available)
      return answersTo(addressesOf(visibleNews(FALLBACK_NEWS, this.now())), idOrSlug)
        ? 'present'
        : 'absent';
    if (news.version === '' || news.version !== this.version) return 'unknown';
    if (this.listed) return answersTo(this.listed, idOrSlug) ? 'present' : 'absent';
    return this.remembered.get(idOrSlug.toLowerCase()) ?? 'unknown';
  }

  /** How many single answers are kept (metrics, tests). */
  get rememberedCount(): number {
    return this.remembered.size;
  }

  private moveTo(version: string): void {
    if (version === this.version) return;
    this.version = version;
    this.listed = null;
    this.remembered.clear();
  }
}
