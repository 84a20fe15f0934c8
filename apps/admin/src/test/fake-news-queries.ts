import {
  compareDatesNewestFirst,
  compareIds,
  newsEntries,
  newsStateOn,
  pageCount,
  todayIn,
  type AdminNewsSearchQuery,
  type ApiClient,
  type ConsoleNewsItem,
  type ConsoleNewsListItem,
  type NewsEntry,
  type NewsQueryClient,
} from '@fuelcard/contracts';
import { vi } from 'vitest';
import type { ConsoleNewsState } from '../screens/news/news-index';

type Indexed = NewsEntry & { state: ConsoleNewsState; searchText: string };

const searchable = (text: string) =>
  text.toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();

const titleCollator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });
const byDate = (direction: 1 | -1) => (a: Indexed, b: Indexed) => {
  const aEmpty = a.dates.date === '';
  const bEmpty = b.dates.date === '';
  if (aEmpty || bEmpty) return Number(aEmpty) - Number(bEmpty) || compareIds(a.id, b.id);
  return (
    direction * (compareDatesNewestFirst(a.dates.date, b.dates.date) || compareIds(b.id, a.id))
  );
};
const ORDERS: Record<string, (a: Indexed, b: Indexed) => number> = {
  newest: byDate(1),
  oldest: byDate(-1),
  priority: (a, b) => a.priority.localeCompare(b.priority) || byDate(1)(a, b),
  title: (a, b) =>
    titleCollator.compare(a.titles.ru || a.titles.en, b.titles.ru || b.titles.en) ||
    compareIds(a.id, b.id),
  starts: (a, b) =>
    Number(a.dates.startDate === '') - Number(b.dates.startDate === '') ||
    a.dates.startDate.localeCompare(b.dates.startDate) ||
    compareIds(a.id, b.id),
  updated: (a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || compareIds(b.id, a.id),
};

const listItem = ({ searchText: _, descriptions: __, cover: ___, ...item }: Indexed) =>
  ({
    ...item,
    status: item.status ?? 'published',
    updatedAt: item.updatedAt ?? '',
  }) as ConsoleNewsListItem;

/**
 * The console's news calls answered in memory from `api.listNews()` — what the server does
 * (filter, sort, page, count), for the console's unit tests; the API's own tests check the server.
 * A failure or a pending answer of `listNews` is the calls' failure or pending answer.
 */
export function fakeNewsQueries(api: Pick<ApiClient, 'listNews'>): NewsQueryClient {
  const indexed = async (): Promise<Indexed[]> => {
    const today = todayIn();
    return newsEntries(await api.listNews()).map((entry) => ({
      ...entry,
      state: entry.status === 'draft' ? 'draft' : newsStateOn(entry, today),
      searchText: searchable(`${entry.titles.ru} ${entry.titles.en} ${entry.slug}`),
    }));
  };
  const unexpected = (name: string) =>
    vi.fn(async () => Promise.reject(new Error(`unexpected call: ${name}`)));
  return {
    searchConsoleNews: vi.fn(async (query: AdminNewsSearchQuery = {}) => {
      const all = await indexed();
      const words = searchable(query.q ?? '')
        .split(' ')
        .filter(Boolean);
      const found = [...all]
        .sort(ORDERS[query.sort ?? 'newest'])
        .filter(
          (item) =>
            (!query.state || item.state === query.state) &&
            (!query.priority || item.priority === query.priority) &&
            words.every((word) => item.searchText.includes(word)),
        );
      const limit = Number(query.limit ?? 25);
      const pages = pageCount(found.length, limit);
      const page = Math.min(Number(query.page ?? 1), Math.max(pages, 1));
      const counts = { all: all.length, live: 0, scheduled: 0, expired: 0, draft: 0 };
      for (const item of all) counts[item.state] += 1;
      return {
        items: found.slice((page - 1) * limit, page * limit).map(listItem),
        total: found.length,
        page,
        pages,
        counts,
      };
    }),
    consoleNewsItem: vi.fn(async (id: number | string) => {
      const item = (await indexed()).find((entry) => entry.id === String(id));
      if (!item) throw new Error(`no item ${id}`);
      const { searchText: _, ...rest } = item;
      return {
        ...rest,
        status: rest.status ?? 'published',
        updatedAt: rest.updatedAt ?? '',
        // Every fake item was saved three times (its ETag, ADR api-0016).
        version: 3,
      } as ConsoleNewsItem;
    }),
    publicNewsList: unexpected('publicNewsList'),
    latestNews: unexpected('latestNews'),
    newsBySlug: unexpected('newsBySlug'),
    newsFeed: unexpected('newsFeed'),
    newsSitemap: unexpected('newsSitemap'),
    newsVersion: unexpected('newsVersion'),
  };
}
