// @vitest-environment node
import type { NewsItem, NewsMap } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { newsPageOf } from './news-queries.server';
import { listParams, newsListView } from './news-list.server';

/** The list page /news shows for a map of news, paged by the API's rules. */
const newsListPage = (map: NewsMap, lang: string, sort: 'newest' | 'oldest', page: number) =>
  newsListView(newsPageOf(map, page, sort), lang, sort);

function item(date: string, ru: string, en = ''): NewsItem {
  return {
    slug: '',
    priority: 'B',
    dates: { date, startDate: '', expireDate: '' },
    titles: { ru, en },
    descriptions: { ru: '', en: '' },
  };
}

/** Ten items dated 2026-01-01 … 2026-01-10, ids 1 … 10. */
const ten: NewsMap = Object.fromEntries(
  Array.from({ length: 10 }, (_, index) => [String(index + 1), item(`2026-01-${String(index + 1).padStart(2, '0')}`, `Новость ${index + 1}`)]),
);

describe('listParams', () => {
  it.each([
    ['/news', { sort: 'newest', page: 1 }],
    ['/news?sort=oldest&page=3', { sort: 'oldest', page: 3 }],
    ['/news?sort=random&page=-2', { sort: 'newest', page: 1 }],
    ['/news?page=2.5', { sort: 'newest', page: 1 }],
  ])('%s → %o', (path, expected) => {
    expect(listParams(new URL(path, 'http://site.test'))).toEqual(expected);
  });
});

describe('the /news list page', () => {
  it('shows 4 items a page, newest first by default', () => {
    const page = newsListPage(ten, 'ru', 'newest', 1);
    expect(page.items.map((entry: { id: string }) => entry.id)).toEqual(['10', '9', '8', '7']);
    expect(page.totalPages).toBe(3);
    expect(page.window).toEqual([1, 2, 3]);
  });

  it('sorts oldest first and pages through', () => {
    expect(newsListPage(ten, 'ru', 'oldest', 1).items.map((entry: { id: string }) => entry.id)).toEqual(['1', '2', '3', '4']);
    expect(newsListPage(ten, 'ru', 'oldest', 3).items.map((entry: { id: string }) => entry.id)).toEqual(['9', '10']);
  });

  it('shows the last page for a page past the end', () => {
    expect(newsListPage(ten, 'ru', 'newest', 99)).toMatchObject({ page: 3 });
  });

  it('uses the spec’s window on long lists', () => {
    const forty: NewsMap = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [String(index + 1), item('2026-02-01', 't')]));
    expect(newsListPage(forty, 'ru', 'newest', 5).window).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
  });

  it('gives titles in the page language, else Russian, and long dates in that language', () => {
    const map: NewsMap = { '1': item('2025-07-28', 'Только по-русски') };
    expect(newsListPage(map, 'en', 'newest', 1).items[0]).toMatchObject({
      slug: 'tolko-po-russki',
      title: 'Только по-русски',
      dateText: '28 July 2025',
    });
    expect(newsListPage(map, 'ru', 'newest', 1).items[0]?.dateText).toBe('28 июля 2025 г.');
  });

  it('has no pages for no news', () => {
    expect(newsListPage({}, 'ru', 'newest', 1)).toMatchObject({ items: [], totalPages: 0, window: [] });
  });
});
