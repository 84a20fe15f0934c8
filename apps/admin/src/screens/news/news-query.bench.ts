import type { NewsEntry } from '@fuelcard/contracts';
import { bench, describe } from 'vitest';
import { listPage } from '../../lib/list-page';
import { indexNews } from './news-index';
import { filterNews, sortNews } from './news-query';

// `pnpm --filter @fuelcard/admin exec vitest bench`: the news list's work with 10,000 items
// (not part of `npm test`; the console's budget for a list interaction is 100 ms on a desk).
const ITEMS: NewsEntry[] = Array.from({ length: 10_000 }, (_, index) => {
  const x = index + 1;
  return {
    id: String(x),
    slug: `e2e-bulk-${x}`,
    priority: x % 4 === 0 ? 'A' : 'B',
    dates: {
      date: `2026-${String((x % 12) + 1).padStart(2, '0')}-${String((x % 28) + 1).padStart(2, '0')}`,
      startDate: x % 10 === 0 ? '2026-12-24' : '',
      expireDate: x % 7 === 0 ? '2026-11-20' : '',
    },
    titles: { ru: `Массовая новость №${x} о топливных картах`, en: `Bulk news item no${x}` },
    descriptions: { ru: `<p>Текст ${x}</p>`, en: '' },
  };
});
const indexed = indexNews(ITEMS, '2026-11-22');
const newest = sortNews(indexed, 'newest');

describe('news list, 10,000 items', () => {
  bench('index (once per load)', () => {
    indexNews(ITEMS, '2026-11-22');
  });
  bench('sort by date (once per order)', () => {
    sortNews(indexed, 'newest');
  });
  bench('sort by title (once per order)', () => {
    sortNews(indexed, 'title');
  });
  bench('search two words + one page (per keystroke)', () => {
    listPage(filterNews(newest, { q: 'массовая №4242', state: 'all', priority: 'all' }), 1);
  });
  bench('filter by state and priority + one page', () => {
    listPage(filterNews(newest, { q: '', state: 'scheduled', priority: 'A' }), 2);
  });
});
