import {
  NEWS_PRIORITIES,
  NEWS_SEARCH_MAX_LENGTH,
  type AdminNewsSearchQuery,
  type Priority,
} from '@fuelcard/contracts';
import { LIST_PAGE_SIZE, pageSizeOf, type ListPageSize } from '../../lib/list-page';
import { CONSOLE_NEWS_STATES, type ConsoleNewsState } from './news-index';

export const NEWS_SORTS = ['newest', 'oldest', 'priority', 'title', 'starts'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];

/**
 * The order a list has when none is asked for: «Сначала новые», but «По началу показа» (the soonest
 * «Показывать с» first) for the scheduled items, whose question is when each goes live (review
 * s47, finding 1). The address leaves the default out, as it always did.
 */
export function defaultNewsSort(state: NewsQuery['state']): NewsSort {
  return state === 'scheduled' ? 'starts' : 'newest';
}

/**
 * What the news list shows; it lives in the address (?q=&state=&priority=&sort=&page=&limit=,
 * `limit` as the API names it).
 */
export interface NewsQuery {
  q: string;
  state: ConsoleNewsState | 'all';
  priority: Priority | 'all';
  sort: NewsSort;
  page: number;
  /** Rows a page (10, 25 or 50); absent, the width's default (10 below 600 px, else 25). */
  size?: ListPageSize;
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
  const state = oneOf(params.get('state'), [...CONSOLE_NEWS_STATES, 'all'], 'all');
  const size = pageSizeOf(params.get('limit'));
  return {
    q: params.get('q') ?? '',
    state,
    priority: oneOf(params.get('priority'), [...NEWS_PRIORITIES, 'all'], 'all'),
    sort: oneOf(params.get('sort'), NEWS_SORTS, defaultNewsSort(state)),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(size === undefined ? {} : { size }),
  };
}

/**
 * The changes of a new state filter: back to the first page, and an order that was the old
 * state's default becomes the new one's (one picked by hand stays).
 */
export function newsStateChange(query: NewsQuery, state: NewsQuery['state']): Partial<NewsQuery> {
  return {
    state,
    page: 1,
    ...(query.sort === defaultNewsSort(query.state) ? { sort: defaultNewsSort(state) } : {}),
  };
}

/** «Сбросить фильтры»: every filter and the search cleared, an order picked by hand kept. */
export function resetNewsQuery(query: NewsQuery): NewsQuery {
  return {
    ...DEFAULT_NEWS_QUERY,
    sort: query.sort,
    ...newsStateChange(query, 'all'),
    // The page size is a way of reading, not a filter: it stays.
    ...(query.size === undefined ? {} : { size: query.size }),
  };
}

/**
 * The address parameters of a query; defaults are left out (the page size too when it is the
 * width's default, `defaultSize`).
 */
export function newsQueryParams(
  query: NewsQuery,
  defaultSize: number = LIST_PAGE_SIZE,
): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q);
  if (query.state !== 'all') params.set('state', query.state);
  if (query.priority !== 'all') params.set('priority', query.priority);
  if (query.sort !== defaultNewsSort(query.state)) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== undefined && query.size !== defaultSize)
    params.set('limit', String(query.size));
  return params;
}

export function isFiltered(query: NewsQuery): boolean {
  return query.q.trim() !== '' || query.state !== 'all' || query.priority !== 'all';
}

/**
 * The server's question for a query (GET /api/admin/news/search): defaults left out; a page of
 * the chosen size, else of the width's `defaultSize`.
 */
export function newsSearchRequest(
  query: NewsQuery,
  defaultSize: number = LIST_PAGE_SIZE,
): AdminNewsSearchQuery {
  const q = query.q.trim();
  return {
    ...(q === '' ? {} : { q: q.slice(0, NEWS_SEARCH_MAX_LENGTH) }),
    ...(query.state === 'all' ? {} : { state: query.state }),
    ...(query.priority === 'all' ? {} : { priority: query.priority }),
    sort: query.sort,
    // A page past the end is answered with the last one.
    page: String(Math.min(query.page, 9_999_999)),
    limit: String(query.size ?? defaultSize),
  };
}
