import { describe, expect, it } from 'vitest';
import { minsk, newsItem } from './news-fixture';
import { teaserOrder } from './teaser-order';

const now = minsk('2025-07-28T12:00');

describe('teaserOrder', () => {
  it('puts priority A first, then the newest date, then the smaller id', () => {
    const map = {
      '1': newsItem({ priority: 'B', dates: { date: '2025-07-20' } }),
      '2': newsItem({ priority: 'A', dates: { date: '2025-07-01' } }),
      '3': newsItem({ priority: 'B', dates: { date: '2025-07-25' } }),
      '4': newsItem({ priority: 'A', dates: { date: '2025-07-10' } }),
      '10': newsItem({ priority: 'B', dates: { date: '2025-07-20' } }),
      '9': newsItem({ priority: 'B', dates: { date: '2025-07-20' } }),
    };
    expect(teaserOrder(map, now).map((entry) => entry.id)).toEqual(['4', '2', '3', '1', '9', '10']);
  });

  it('puts undated items after dated ones of the same priority', () => {
    const map = {
      '1': newsItem({ priority: 'A' }),
      '2': newsItem({ priority: 'A', dates: { date: '2020-01-01' } }),
      '3': newsItem({ priority: 'B', dates: { date: '2025-07-28' } }),
    };
    expect(teaserOrder(map, now).map((entry) => entry.id)).toEqual(['2', '1', '3']);
  });

  it('leaves out items that are not visible now', () => {
    const map = {
      '1': newsItem({ priority: 'A', dates: { expireDate: '2025-07-27' } }),
      '2': newsItem({ dates: { startDate: '2025-07-29' } }),
      '3': newsItem({ dates: { startDate: '2025-07-28', expireDate: '2025-07-28' } }),
    };
    expect(teaserOrder(map, now).map((entry) => entry.id)).toEqual(['3']);
  });

  it('returns entries carrying the id and every field of the item', () => {
    const item = newsItem({ slug: 'x', priority: 'A' });
    expect(teaserOrder({ '5': item }, now)).toEqual([{ id: '5', ...item }]);
  });

  it('returns an empty list for an empty map', () => {
    expect(teaserOrder({}, now)).toEqual([]);
  });
});
