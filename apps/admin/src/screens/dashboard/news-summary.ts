import type { NewsState } from '@fuelcard/contracts';
import { compareIds } from '@fuelcard/contracts';
import type { IndexedNews } from '../news/news-index';

export interface NewsSummary {
  counts: Record<NewsState, number>;
  drafts: number;
  /** Scheduled items, soonest show-from date first (then id). */
  upcoming: IndexedNews[];
  /**
   * The most recently saved items, last save first; items the API gave no save time come after,
   * newest (highest id) first.
   */
  recent: IndexedNews[];
}

/**
 * What the start page shows about the news: counts by public state (drafts apart), what comes
 * next, what changed last.
 */
export function summariseNews(items: readonly IndexedNews[], limit = 5): NewsSummary {
  const counts: Record<NewsState, number> = { live: 0, scheduled: 0, expired: 0 };
  let drafts = 0;
  for (const item of items) {
    if (item.state === 'draft') drafts += 1;
    else counts[item.state] += 1;
  }
  const upcoming = items
    .filter((item) => item.state === 'scheduled')
    .sort((a, b) => a.dates.startDate.localeCompare(b.dates.startDate) || compareIds(a.id, b.id))
    .slice(0, limit);
  const recent = [...items]
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || compareIds(b.id, a.id))
    .slice(0, limit);
  return { counts, drafts, upcoming, recent };
}
