import type { NewsEntry } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { indexNews } from '../news/news-index';
import { summariseNews } from './news-summary';

const entry = (id: string, startDate: string, expireDate: string): NewsEntry => ({
  id,
  slug: `n-${id}`,
  priority: 'B',
  dates: { date: '', startDate, expireDate },
  titles: { ru: `Новость ${id}`, en: '' },
  descriptions: { ru: '', en: '' },
});

describe('summariseNews', () => {
  it('counts by state, lists the next scheduled (soonest first) and the latest added', () => {
    const items = indexNews(
      [
        entry('1', '', ''),
        entry('2', '2026-12-10', ''),
        entry('10', '2026-12-01', ''),
        entry('3', '', '2026-11-01'),
        entry('11', '2026-12-01', '2026-12-31'),
      ],
      '2026-11-22',
    );
    const summary = summariseNews(items, 2);
    expect(summary.counts).toEqual({ live: 1, scheduled: 3, expired: 1 });
    expect(summary.upcoming.map((item) => item.id)).toEqual(['10', '11']);
    expect(summary.recent.map((item) => item.id)).toEqual(['11', '10']);
  });

  it('lists the last saved first, then the items without a save time, newest first', () => {
    const saved = (id: string, updatedAt?: string): NewsEntry => ({
      ...entry(id, '', ''),
      ...(updatedAt ? { updatedAt } : {}),
    });
    const items = indexNews(
      [
        saved('1', '2026-11-24T09:00:00.000Z'),
        saved('2'),
        saved('3', '2026-11-20T09:00:00.000Z'),
        saved('4', '2026-11-25T08:00:00.000Z'),
        saved('5'),
      ],
      '2026-11-25',
    );
    expect(summariseNews(items, 4).recent.map((item) => item.id)).toEqual(['4', '1', '3', '5']);
  });
});
