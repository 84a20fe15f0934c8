import {
  compareDatesNewestFirst,
  compareIds,
  NEWS_PRIORITIES,
  type Priority,
} from '@fuelcard/contracts';
import {
  CONSOLE_NEWS_STATES,
  searchable,
  type ConsoleNewsState,
  type IndexedNews,
} from './news-index';

export const NEWS_SORTS = ['newest', 'oldest', 'priority', 'title'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];

/** What the news list shows; it lives in the address (?q=&state=&priority=&sort=&page=). */
export interface NewsQuery {
  q: string;
  state: ConsoleNewsState | 'all';
  priority: Priority | 'all';
  sort: NewsSort;
  page: number;
}

export const DEFAULT_NEWS_QUERY: NewsQuery = {
  q: '',
  state: 'all',
  priority: 'all',
  sort: 'newest',
  page: 1,
};

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function parseNewsQuery(params: URLSearchParams): NewsQuery {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    state: oneOf(params.get('state'), [...CONSOLE_NEWS_STATES, 'all'], 'all'),
    priority: oneOf(params.get('priority'), [...NEWS_PRIORITIES, 'all'], 'all'),
    sort: oneOf(params.get('sort'), NEWS_SORTS, 'newest'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address parameters of a query; defaults are left out. */
export function newsQueryParams(query: NewsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q);
  if (query.state !== 'all') params.set('state', query.state);
  if (query.priority !== 'all') params.set('priority', query.priority);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function isFiltered(query: NewsQuery): boolean {
  return query.q.trim() !== '' || query.state !== 'all' || query.priority !== 'all';
}

const titleCollator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/** Undated items last in both date orders; equal dates by id, newest id first when newest. */
function byDate(direction: 1 | -1) {
  return (a: IndexedNews, b: IndexedNews) => {
    const aEmpty = a.dates.date === '';
    const bEmpty = b.dates.date === '';
    if (aEmpty || bEmpty) return Number(aEmpty) - Number(bEmpty) || compareIds(a.id, b.id);
    return (
      direction * (compareDatesNewestFirst(a.dates.date, b.dates.date) || compareIds(b.id, a.id))
    );
  };
}

const newestFirst = byDate(1);

const COMPARE: Record<NewsSort, (a: IndexedNews, b: IndexedNews) => number> = {
  newest: newestFirst,
  oldest: byDate(-1),
  priority: (a, b) => a.priority.localeCompare(b.priority) || newestFirst(a, b),
  title: (a, b) =>
    titleCollator.compare(a.titles.ru || a.titles.en, b.titles.ru || b.titles.en) ||
    compareIds(a.id, b.id),
};

/** The items in a sort order (a new array). */
export function sortNews(items: readonly IndexedNews[], sort: NewsSort): IndexedNews[] {
  return [...items].sort(COMPARE[sort]);
}

/**
 * The items that match the search (every word of it in the Russian or English title or the slug,
 * case and ё/е ignored), the state and the priority, in the given (already sorted) order.
 */
export function filterNews(
  sorted: readonly IndexedNews[],
  { q, state, priority }: Pick<NewsQuery, 'q' | 'state' | 'priority'>,
): IndexedNews[] {
  const words = searchable(q).split(' ').filter(Boolean);
  return sorted.filter(
    (item) =>
      (state === 'all' || item.state === state) &&
      (priority === 'all' || item.priority === priority) &&
      words.every((word) => item.searchText.includes(word)),
  );
}
