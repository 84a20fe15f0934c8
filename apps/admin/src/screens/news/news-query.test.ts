import { describe, expect, it } from 'vitest';
import { listPage, pageAfterResize } from '../../lib/list-page';
import {
  DEFAULT_NEWS_QUERY,
  isFiltered,
  newsQueryParams,
  newsSearchRequest,
  newsStateChange,
  parseNewsQuery,
  resetNewsQuery,
} from './news-query';

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

  // Review s47, finding 1: the scheduled items are ordered by when each goes live unless another
  // order is asked for; the address keeps `sort` and leaves each state's default out.
  it('orders the scheduled items «По началу показа» by default, and keeps an order picked by hand', () => {
    const scheduled = parseNewsQuery(new URLSearchParams('state=scheduled'));
    expect(scheduled.sort).toBe('starts');
    expect(newsQueryParams(scheduled).toString()).toBe('state=scheduled');
    expect(newsSearchRequest(scheduled).sort).toBe('starts');
    const newest = parseNewsQuery(new URLSearchParams('state=scheduled&sort=newest'));
    expect(newest.sort).toBe('newest');
    expect(newsQueryParams(newest).toString()).toBe('state=scheduled&sort=newest');
    expect(parseNewsQuery(new URLSearchParams('sort=starts')).sort).toBe('starts');
    expect(newsQueryParams({ ...DEFAULT_NEWS_QUERY, sort: 'starts' }).toString()).toBe(
      'sort=starts',
    );
    // Choosing «Запланирована» moves the default order along; a chosen one stays.
    expect(newsStateChange({ ...DEFAULT_NEWS_QUERY, page: 3 }, 'scheduled')).toEqual({
      state: 'scheduled',
      page: 1,
      sort: 'starts',
    });
    expect(newsStateChange(scheduled, 'live')).toEqual({ state: 'live', page: 1, sort: 'newest' });
    expect(newsStateChange({ ...DEFAULT_NEWS_QUERY, sort: 'title' }, 'scheduled')).toEqual({
      state: 'scheduled',
      page: 1,
    });
    expect(newsStateChange(newest, 'all')).toEqual({ state: 'all', page: 1 });
    // «Сбросить фильтры» clears the filters and the default order with them.
    expect(resetNewsQuery({ ...scheduled, q: 'x', priority: 'A' })).toEqual(DEFAULT_NEWS_QUERY);
    expect(resetNewsQuery({ ...scheduled, sort: 'title' })).toEqual({
      ...DEFAULT_NEWS_QUERY,
      sort: 'title',
    });
  });

  it('asks the server for a page of 25, leaving the defaults and a blank search out', () => {
    expect(newsSearchRequest(DEFAULT_NEWS_QUERY)).toEqual({
      sort: 'newest',
      page: '1',
      limit: '25',
    });
    expect(
      newsSearchRequest({ q: '  тариф ', state: 'draft', priority: 'A', sort: 'title', page: 3 }),
    ).toEqual({ q: 'тариф', state: 'draft', priority: 'A', sort: 'title', page: '3', limit: '25' });
    // The server takes 200 characters and 7-digit pages; it answers the last page past the end.
    const long = newsSearchRequest({ ...DEFAULT_NEWS_QUERY, q: 'я'.repeat(300), page: 10 ** 9 });
    expect(long.q).toHaveLength(200);
    expect(long.page).toBe('9999999');
  });

  // Review s48b, finding 9: «10 / 25 / 50 на странице», `limit` in the address only when it is
  // not the width's default (10 below 600 px, else 25).
  it('reads and writes a chosen page size as `limit`, leaving the default out', () => {
    expect(parseNewsQuery(new URLSearchParams('limit=50')).size).toBe(50);
    expect(parseNewsQuery(new URLSearchParams('limit=10&page=2'))).toEqual({
      ...DEFAULT_NEWS_QUERY,
      page: 2,
      size: 10,
    });
    // Only the offered sizes: anything else is the default.
    for (const odd of ['7', '100', 'x', ''])
      expect(parseNewsQuery(new URLSearchParams(`limit=${odd}`)).size).toBeUndefined();
    expect(newsQueryParams({ ...DEFAULT_NEWS_QUERY, size: 50 }).toString()).toBe('limit=50');
    expect(newsQueryParams({ ...DEFAULT_NEWS_QUERY, size: 25 }).toString()).toBe('');
    expect(newsQueryParams({ ...DEFAULT_NEWS_QUERY, size: 10 }, 10).toString()).toBe('');
    expect(newsQueryParams({ ...DEFAULT_NEWS_QUERY, size: 25 }, 10).toString()).toBe('limit=25');
    expect(newsSearchRequest(DEFAULT_NEWS_QUERY, 10).limit).toBe('10');
    expect(newsSearchRequest({ ...DEFAULT_NEWS_QUERY, size: 50 }, 10).limit).toBe('50');
    // «Сбросить фильтры» keeps the size (a way of reading, not a filter).
    expect(resetNewsQuery({ ...DEFAULT_NEWS_QUERY, q: 'x', size: 50 }).size).toBe(50);
    // A new size shows the page holding the row that was first on the screen.
    expect(pageAfterResize(3, 25, 10)).toBe(6); // row 51 → rows 51–60
    expect(pageAfterResize(6, 10, 25)).toBe(3); // row 51 → rows 51–75
    expect(pageAfterResize(1, 25, 50)).toBe(1);
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
