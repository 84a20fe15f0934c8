import {
  NEWS_PAGE_SIZE,
  NEWS_SORT_ORDERS,
  pageCount,
  pageSlice,
  paginationWindow,
  sortNewsByDate,
  type NewsMap,
  type NewsSortOrder,
} from '@fuelcard/contracts';
import { newsSummary, type NewsListPage } from './news-view';

/** The address's ?sort= (newest unless 'oldest') and ?page= (1 unless a valid page number). */
export function listParams(url: URL): { sort: NewsSortOrder; page: number } {
  const sortParam = url.searchParams.get('sort');
  const sort = (NEWS_SORT_ORDERS as readonly string[]).includes(sortParam ?? '') ? (sortParam as NewsSortOrder) : 'newest';
  const pageParam = Number(url.searchParams.get('page') ?? '1');
  return { sort, page: Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1 };
}

/** One page of the news list, 4 items, sorted by date; a page past the end shows the last one. */
export function newsListPage(news: NewsMap, lang: string, sort: NewsSortOrder, requestedPage: number): NewsListPage {
  const sorted = sortNewsByDate(news, sort);
  const totalPages = pageCount(sorted.length, NEWS_PAGE_SIZE);
  const page = Math.min(Math.max(requestedPage, 1), Math.max(totalPages, 1));
  return {
    sort,
    page,
    totalPages,
    window: paginationWindow(page, totalPages),
    items: pageSlice(sorted, page, NEWS_PAGE_SIZE).map((entry) => newsSummary(entry, lang)),
  };
}
