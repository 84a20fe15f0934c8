import { anyRole, guarded, type ApiRoute } from './api-routes';
import { newsQueryCalls } from './news-query-calls';
import { ErrorResponse, IdParams } from './schemas/common';
import {
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
  NewsSlugParams,
  NewsVersionAnswer,
  PublicNewsQuery,
} from './schemas/news-queries';

/**
 * The query-shaped news calls (issue 24; docs/decisions/api-0011-news-queries.md). The public
 * ones see what the public sees today (published, within its dates, Europe/Minsk); each answer
 * carries an ETag and answers 304 to a matching If-None-Match.
 */
export const newsQueryRoutes = {
  publicNewsList: {
    ...newsQueryCalls.publicNewsList,
    summary: 'A page of the public news list (4 a page unless `limit`), newest or oldest first.',
    tag: 'news',
    query: PublicNewsQuery,
    response: { 200: NewsPage, 400: ErrorResponse },
  },
  latestNews: {
    ...newsQueryCalls.latestNews,
    summary: "The home page's teaser: the first `limit` items in the teaser's order.",
    tag: 'news',
    query: LatestNewsQuery,
    response: { 200: LatestNews, 400: ErrorResponse },
  },
  newsBySlug: {
    ...newsQueryCalls.newsBySlug,
    summary: 'One item the public sees, by its slug (any case) or id; 404 when there is none.',
    tag: 'news',
    params: NewsSlugParams,
    query: NewsLanguageQuery,
    response: { 200: NewsDetail, 400: ErrorResponse, 404: ErrorResponse },
  },
  newsFeed: {
    ...newsQueryCalls.newsFeed,
    summary: 'The newest 50 items the public sees, in full (RSS and Atom).',
    tag: 'news',
    query: NewsLanguageQuery,
    response: { 200: NewsFeedItems, 400: ErrorResponse },
  },
  newsSitemap: {
    ...newsQueryCalls.newsSitemap,
    summary: 'A page of { id, slug, updatedAt } of the items the public sees, by id (keyset).',
    tag: 'news',
    query: NewsSitemapQuery,
    response: { 200: NewsSitemapPage, 400: ErrorResponse },
  },
  newsVersion: {
    ...newsQueryCalls.newsVersion,
    summary: 'A token that changes whenever what the public sees of the news may have changed.',
    tag: 'news',
    response: { 200: NewsVersionAnswer },
  },
  searchConsoleNews: {
    ...newsQueryCalls.searchConsoleNews,
    roles: anyRole,
    summary:
      "A page of the console's news list: search, state and priority filters, four orders, " +
      'and the count of items in each state.',
    tag: 'news',
    query: AdminNewsSearchQuery,
    response: { 200: AdminNewsSearchPage, ...guarded, 400: ErrorResponse },
  },
  consoleNewsItem: {
    ...newsQueryCalls.consoleNewsItem,
    roles: anyRole,
    summary: 'One item as the console edits it (drafts too).',
    tag: 'news',
    params: IdParams,
    response: { 200: ConsoleNewsItem, ...guarded, 404: ErrorResponse },
  },
} as const satisfies Record<string, ApiRoute & { query?: unknown }>;
