import type { Route } from './+types/sitemap';
import { latestNewsChange } from '../lib/news-dates.server';
import { newsListPage, newsReadOptions, sitemapNews, teaserNews } from '../lib/news-queries.server';
import type { NewsReadOptions } from '../lib/news.server';
import { siteOrigin } from '../lib/seo.server';
import { siteConfig } from '../lib/site-config.server';
import { newsSitemapFile } from '../lib/sitemap-files';
import {
  fitsOneSitemap,
  newsSitemapFiles,
  newsSitemapXml,
  pagesSitemapXml,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapXml,
  type SitemapNewsItem,
} from '../lib/sitemap.server';

const xml = (body: string) =>
  new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });

/** The latest change of what the home page and /news show (the teaser and the first page). */
async function pagesChanged(options: NewsReadOptions): Promise<Date | null> {
  const [teaser, first] = await Promise.all([
    teaserNews(options),
    newsListPage(options, { page: 1, sort: 'newest' }),
  ]);
  return latestNewsChange([...teaser.items, ...first.items]);
}

/** The `n`-th file of news items (1-based), walking the API's keyset pages; null past the end. */
async function newsFile(options: NewsReadOptions, n: number): Promise<SitemapNewsItem[] | null> {
  let after = '0';
  for (let file = 1; ; file += 1) {
    const page = await sitemapNews(options, after, SITEMAP_MAX_URLS);
    if (file === n) return page.items.length > 0 || n === 1 ? page.items : null;
    if (page.next === null) return null;
    after = page.next;
  }
}

/**
 * /sitemap.xml, /sitemap-pages.xml and /sitemap-news-{n}.xml (resource routes). While the pages
 * and the news fit one file, /sitemap.xml lists them all; past SITEMAP_MAX_URLS it is a sitemap
 * index of the pages' file and the news files of at most 10,000 items each, every `<lastmod>` an
 * item's last change. Each file asks the API for its own items only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = siteConfig(context);
  const origin = siteOrigin(request, config);
  const options = newsReadOptions(context);
  const { pathname } = new URL(request.url);
  const file = newsSitemapFile(pathname);
  if (file !== null) {
    const items = await newsFile(options, file);
    if (!items) throw new Response('Not Found', { status: 404 });
    return xml(newsSitemapXml(origin, items));
  }
  const changed = await pagesChanged(options);
  if (pathname === '/sitemap-pages.xml') return xml(pagesSitemapXml(origin, changed));
  const first = await sitemapNews(options, '0', SITEMAP_MAX_URLS);
  if (first.next === null && fitsOneSitemap(first.items.length))
    return xml(sitemapXml(origin, first.items, changed));
  return xml(sitemapIndexXml(origin, newsSitemapFiles(first.total), changed));
}
