import type { ApiCall } from './api-calls';

/**
 * Method, path and auth of the query-shaped news calls (issue 24), as plain data for the
 * clients; `newsQueryRoutes` adds the schemas.
 */
export const newsQueryCalls = {
  publicNewsList: { method: 'GET', path: '/api/news', auth: 'none' },
  latestNews: { method: 'GET', path: '/api/news/latest', auth: 'none' },
  newsBySlug: { method: 'GET', path: '/api/news/by-slug/:slug', auth: 'none' },
  newsFeed: { method: 'GET', path: '/api/news/feed', auth: 'none' },
  newsSitemap: { method: 'GET', path: '/api/news/sitemap', auth: 'none' },
  newsVersion: { method: 'GET', path: '/api/news/version', auth: 'none' },
  searchConsoleNews: { method: 'GET', path: '/api/admin/news/search', auth: 'bearer' },
  consoleNewsItem: { method: 'GET', path: '/api/admin/news/:id', auth: 'bearer' },
} as const satisfies Record<string, ApiCall>;

export type NewsQueryCallName = keyof typeof newsQueryCalls;
