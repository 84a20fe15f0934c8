import { describe, expect, it } from 'vitest';
import { newsItem } from './news-fixture';
import { NEWS_SORT_ORDERS, sortNewsByDate } from './sort-news';

const map = {
  '1': newsItem({ dates: { date: '2025-03-01' } }),
  '2': newsItem({ dates: { date: '2025-07-28' } }),
  '3': newsItem(),
  '4': newsItem({ dates: { date: '2025-03-01' } }),
  '5': newsItem({ dates: { date: '2024-12-31', expireDate: '2000-01-01' } }),
  '6': newsItem(),
};

describe('sortNewsByDate', () => {
  it.each([
    ['newest', ['2', '4', '1', '5', '3', '6']],
    ['oldest', ['5', '1', '4', '2', '3', '6']],
  ] as const)('%s first → %j', (order, ids) => {
    expect(sortNewsByDate(map, order).map((entry) => entry.id)).toEqual(ids);
  });

  it('keeps items whatever their visibility dates', () => {
    expect(sortNewsByDate(map, 'newest')).toHaveLength(6);
  });

  it('returns entries with id and item fields', () => {
    expect(sortNewsByDate({ '7': map['1'] }, 'oldest')).toEqual([{ id: '7', ...map['1'] }]);
  });

  it('offers the two orders of the sort dropdown, newest first', () => {
    expect(NEWS_SORT_ORDERS).toEqual(['newest', 'oldest']);
  });
});
