import {
  NEWS_SORT_ORDERS,
  paginationWindow,
  type NewsPage,
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

/**
 * A page of the news list as /news shows it, from the API's page (GET /api/news: 4 items, a page
 * past the end answered with the last one).
 */
export function newsListView(answer: NewsPage, lang: string, sort: NewsSortOrder): NewsListPage {
  return {
    sort,
    page: answer.page,
    totalPages: answer.pages,
    window: paginationWindow(answer.page, answer.pages),
    items: answer.items.map((item) => newsSummary(item, lang)),
  };
}
