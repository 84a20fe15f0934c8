// @vitest-environment node
import { matchRoutes, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fullRouteTree, pageRoutes } from './catch-all';

/** The site's route shapes (app/routes.ts): layouts, an index, statics beside parameters, a splat. */
const ROUTES = Object.fromEntries(
  [
    { id: 'root', path: '' },
    { id: 'sitemap', parentId: 'root', path: 'sitemap.xml' },
    { id: 'sitemap-news', parentId: 'root', path: 'Sitemap/news/:file', caseSensitive: true },
    { id: 'rss', parentId: 'root', path: 'news/rss.xml' },
    { id: 'social', parentId: 'root', path: 'social/news/:file' },
    { id: 'boundary', parentId: 'root' },
    { id: 'home', parentId: 'boundary', index: true },
    { id: 'routes/news', parentId: 'boundary', path: 'news' },
    { id: 'routes/news-detail', parentId: 'boundary', path: 'news/:id' },
    { id: 'preview', parentId: 'boundary', path: 'preview/:token' },
    { id: 'clients', parentId: 'boundary', path: 'clients' },
    { id: 'sign', parentId: 'boundary', path: 'clients/signAndResign' },
    { id: 'placeholder', parentId: 'boundary', path: 'clients/:page' },
    { id: 'product', parentId: 'boundary', path: 'equipment/:product' },
    { id: 'invoices', parentId: 'boundary', path: 'equipment/invoicesSite' },
    { id: 'redirect', parentId: 'boundary', path: 'invoicesSite' },
    { id: 'not-found', parentId: 'boundary', path: '*' },
  ].map((route) => [route.id, route]),
) as unknown as ServerBuild['routes'];

const PATHS = [
  '/',
  '/news',
  '/news/1',
  '/news/some-slug',
  '/news/rss.xml',
  '/news/a/b',
  '/social/news/1-ru-x.png',
  '/social/news',
  '/preview/AbC',
  '/preview',
  '/clients',
  '/clients/signandresign',
  '/clients/tollroads',
  '/clients/a/b',
  '/equipment',
  '/equipment/invoicessite',
  '/equipment/smartpayapp',
  '/invoicessite',
  '/sitemap.xml',
  '/nothing',
  '/nothing/here',
  '/__error',
  '/news/%d0%9f',
  '/news/%2f',
];

describe('pageRoutes', () => {
  it('matches as React Router does on the whole tree, routes split by first segment or not', () => {
    const routes = pageRoutes(ROUTES);
    const tree = fullRouteTree(ROUTES);
    for (const path of PATHS) {
      const last = matchRoutes(tree, path)?.at(-1);
      expect(routes.isCatchAll(path), path).toBe(!last || last.route.path === '*');
      expect(routes.newsItemOf(path), path).toBe(
        last?.route.id === 'routes/news-detail' ? last.params.id : null,
      );
    }
  });

  it('sends the news sitemap files to their one internal route, which no visitor reaches', () => {
    const routes = pageRoutes(ROUTES);
    expect(routes.isCatchAll('/sitemap-news-1.xml')).toBe(false);
    expect(routes.isCatchAll('/sitemap-news-100.xml')).toBe(false);
    for (const path of ['/sitemap-news-101.xml', '/sitemap-news-0.xml', '/sitemap/news/1'])
      expect(routes.isCatchAll(path), path).toBe(true);
  });

  it('tells a news item by its decoded parameter', () => {
    const routes = pageRoutes(ROUTES);
    expect(routes.newsItemOf('/news/fuel-prices')).toBe('fuel-prices');
    expect(routes.newsItemOf('/news/%d0%9f')).toBe('П');
    expect(routes.newsItemOf('/news/rss.xml')).toBeNull();
    expect(routes.newsItemOf('/news')).toBeNull();
    expect(routes.isCatchAll('/news/a/b')).toBe(true);
  });
});
