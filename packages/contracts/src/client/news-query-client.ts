import { newsQueryCalls } from '../news-query-calls';
import type {
  AdminNewsSearchPage,
  AdminNewsSearchQuery,
  ConsoleNewsItem,
  LatestNews,
  LatestNewsQuery,
  NewsDetail,
  NewsFeedItems,
  NewsLanguageQuery,
  NewsPage,
  NewsSitemapPage,
  NewsSitemapQuery,
  NewsVersionAnswer,
  PublicNewsQuery,
} from '../schemas/news-queries';
import { jsonCaller } from './json-call';
import type { ApiClientOptions } from './request';

/** The query-shaped news calls (issue 24), typed by the contracts' schemas. */
export interface NewsQueryClient {
  publicNewsList(query?: PublicNewsQuery): Promise<NewsPage>;
  latestNews(query?: LatestNewsQuery): Promise<LatestNews>;
  newsBySlug(slug: string, query?: NewsLanguageQuery): Promise<NewsDetail>;
  newsFeed(query?: NewsLanguageQuery): Promise<NewsFeedItems>;
  newsSitemap(query?: NewsSitemapQuery): Promise<NewsSitemapPage>;
  newsVersion(): Promise<NewsVersionAnswer>;
  searchConsoleNews(query?: AdminNewsSearchQuery): Promise<AdminNewsSearchPage>;
  consoleNewsItem(id: number | string): Promise<ConsoleNewsItem>;
}

/** A client of `newsQueryCalls` (ApiError for a non-2xx answer, NetworkError for none). */
export function createNewsQueryClient(options: ApiClientOptions = {}): NewsQueryClient {
  const { json } = jsonCaller(options);
  const c = newsQueryCalls;
  return {
    publicNewsList: (query) => json(c.publicNewsList, { query }),
    latestNews: (query) => json(c.latestNews, { query }),
    newsBySlug: (slug, query) => json(c.newsBySlug, { params: { slug }, query }),
    newsFeed: (query) => json(c.newsFeed, { query }),
    newsSitemap: (query) => json(c.newsSitemap, { query }),
    newsVersion: () => json(c.newsVersion),
    searchConsoleNews: (query) => json(c.searchConsoleNews, { query }),
    consoleNewsItem: (id) => json(c.consoleNewsItem, { params: { id } }),
  };
}
