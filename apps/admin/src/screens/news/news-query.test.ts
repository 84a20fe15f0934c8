import { describe, expect, it } from 'vitest';
import { listPage } from '../../lib/list-page';
import {
  DEFAULT_NEWS_QUERY,
  isFiltered,
  newsQueryParams,
  newsSearchRequest,
  parseNewsQuery,
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
