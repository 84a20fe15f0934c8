import type { NewsEntry } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../lib/list-page';
import { indexNews } from './news-index';
import {
  DEFAULT_NEWS_QUERY,
  filterNews,
  isFiltered,
  newsQueryParams,
  parseNewsQuery,
  sortNews,
} from './news-query';

const TODAY = '2026-11-22';
const entry = (
  id: string,
  over: Partial<NewsEntry> & { title?: string; en?: string },
): NewsEntry => ({
  id,
  slug: over.slug ?? `item-${id}`,
  priority: over.priority ?? 'B',
  dates: over.dates ?? { date: '', startDate: '', expireDate: '' },
  titles: { ru: over.title ?? '', en: over.en ?? '' },
  descriptions: { ru: '', en: '' },
});

const NEWS = indexNews(
  [
    entry('1', {
      title: 'Ёлка у офиса',
      slug: 'yolka',
      dates: { date: '2026-11-20', startDate: '', expireDate: '' },
    }),
    entry('2', {
      title: 'Новость 10',
      priority: 'A',
      dates: { date: '2026-11-21', startDate: '2026-12-01', expireDate: '' },
    }),
    entry('3', {
      title: 'Новость 9',
      dates: { date: '2026-11-21', startDate: '', expireDate: '2026-11-01' },
    }),
    entry('4', { en: 'Only English', priority: 'A' }),
  ],
  TODAY,
);

describe('the news list query', () => {
  it('reads and writes the address, leaving the defaults out and refusing unknown values', () => {
    const query = parseNewsQuery(
      new URLSearchParams('q=тариф&state=scheduled&priority=A&sort=title&page=3'),
    );
    expect(query).toEqual({
      q: 'тариф',
      state: 'scheduled',
      priority: 'A',
      sort: 'title',
      page: 3,
    });
    expect(newsQueryParams(query).toString()).toBe(
      new URLSearchParams('q=тариф&state=scheduled&priority=A&sort=title&page=3').toString(),
    );
    expect(parseNewsQuery(new URLSearchParams('state=soon&priority=C&sort=x&page=-1'))).toEqual(
      DEFAULT_NEWS_QUERY,
    );
    expect(newsQueryParams(DEFAULT_NEWS_QUERY).toString()).toBe('');
    expect(isFiltered(DEFAULT_NEWS_QUERY)).toBe(false);
    expect(isFiltered({ ...DEFAULT_NEWS_QUERY, sort: 'title', page: 4 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_NEWS_QUERY, q: ' x ' })).toBe(true);
  });

  it('knows each item’s state today', () => {
    expect(NEWS.map((item) => item.state)).toEqual(['live', 'scheduled', 'expired', 'live']);
  });

  it('finds every word in the Russian or English title or the slug, ignoring case and ё', () => {
    const ids = (q: string) =>
      filterNews(NEWS, { q, state: 'all', priority: 'all' }).map((item) => item.id);
    expect(ids('елка')).toEqual(['1']);
    expect(ids('YOLKA')).toEqual(['1']);
    expect(ids('english only')).toEqual(['4']);
    expect(ids('новость 1')).toEqual(['2']);
    expect(ids('  ')).toEqual(['1', '2', '3', '4']);
    expect(ids('нет такого')).toEqual([]);
  });

  it('filters by state and priority', () => {
    expect(
      filterNews(NEWS, { q: '', state: 'live', priority: 'all' }).map((item) => item.id),
    ).toEqual(['1', '4']);
    expect(
      filterNews(NEWS, { q: '', state: 'live', priority: 'A' }).map((item) => item.id),
    ).toEqual(['4']);
    expect(filterNews(NEWS, { q: '', state: 'expired', priority: 'A' })).toEqual([]);
  });

  it('sorts by date both ways (undated last), by priority, and by title with numbers as numbers', () => {
    const order = (sort: Parameters<typeof sortNews>[1]) =>
      sortNews(NEWS, sort).map((item) => item.id);
    expect(order('newest')).toEqual(['3', '2', '1', '4']);
    expect(order('oldest')).toEqual(['1', '2', '3', '4']);
    expect(order('priority')).toEqual(['2', '4', '3', '1']);
    expect(order('title')).toEqual(['1', '3', '2', '4']);
  });

  it('gives one page of 25 and where it sits', () => {
    const items = Array.from({ length: 60 }, (_, index) => index + 1);
    expect(listPage(items, 1)).toMatchObject({ page: 1, pages: 3, total: 60, from: 1, to: 25 });
    expect(listPage(items, 3)).toMatchObject({ page: 3, from: 51, to: 60, rows: items.slice(50) });
    expect(listPage(items, 9).page).toBe(3);
    expect(listPage([], 2)).toMatchObject({
      page: 1,
      pages: 0,
      total: 0,
      from: 0,
      to: 0,
      rows: [],
    });
  });
});
