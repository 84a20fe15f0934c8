import { PUBLIC_LANGUAGES } from '@fuelcard/i18n';
import { PUBLIC_PATHS } from '../content/public-paths';
import { minskIso } from './news-dates.server';
import { NEWS_SITEMAP_FILES } from './sitemap-files';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

function urlEntry(origin: string, path: string, lastmod?: string): string {
  const loc = `${origin}${path}`;
  const alternates = [
    ...PUBLIC_LANGUAGES.map((lang) => [lang, `${loc}?lang=${lang}`]),
    ['x-default', loc],
  ]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href ?? '')}"/>`)
    .join('');
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`;
}

/** The pages that show news (the home page's teaser, /news): they change with them. */
const NEWS_PAGES = new Set(['/', '/news']);

/** URLs one sitemap file holds at most (sitemaps.org allows 50,000; we keep files small). */
export const SITEMAP_MAX_URLS = 10_000;

/** A news item as the sitemap lists it (GET /api/news/sitemap). */
export interface SitemapNewsItem {
  slug: string;
  /** Its last change (ISO 8601), '' when not known. */
  updatedAt: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

function changedAt(updatedAt: string): string | undefined {
  const moment = updatedAt === '' ? null : new Date(updatedAt);
  return moment && !Number.isNaN(moment.getTime()) ? minskIso(moment) : undefined;
}

const pageEntries = (origin: string, newsChanged: Date | null) =>
  PUBLIC_PATHS.map((path) =>
    urlEntry(origin, path, NEWS_PAGES.has(path) && newsChanged ? minskIso(newsChanged) : undefined),
  );

const newsEntries = (origin: string, items: readonly SitemapNewsItem[]) =>
  items.map((item) =>
    urlEntry(origin, `/news/${encodeURIComponent(item.slug)}`, changedAt(item.updatedAt)),
  );

const urlset = (entries: string[]) => `${XML_HEAD}${URLSET}${entries.join('\n')}\n</urlset>\n`;

/**
 * The sitemap of a site whose pages and news fit one file: every public route and every visible
 * news item (by slug), with language alternates. A news item's lastmod is its last change; the
 * pages that show news carry `newsChanged`, the latest change of what they show.
 */
export function sitemapXml(
  origin: string,
  news: readonly SitemapNewsItem[],
  newsChanged: Date | null,
): string {
  return urlset([...pageEntries(origin, newsChanged), ...newsEntries(origin, news)]);
}

/** `/sitemap-pages.xml`: the public routes only (the index's first file). */
export function pagesSitemapXml(origin: string, newsChanged: Date | null): string {
  return urlset(pageEntries(origin, newsChanged));
}

/** `/sitemap-news-{n}.xml`: one file of news items (at most SITEMAP_MAX_URLS). */
export function newsSitemapXml(origin: string, news: readonly SitemapNewsItem[]): string {
  return urlset(newsEntries(origin, news));
}

/** Whether the pages and `newsCount` items fit one sitemap file. */
export const fitsOneSitemap = (newsCount: number) =>
  PUBLIC_PATHS.length + newsCount <= SITEMAP_MAX_URLS;

/** How many news files the index lists for `newsCount` items. */
export const newsSitemapFiles = (newsCount: number) =>
  Math.min(NEWS_SITEMAP_FILES, Math.max(1, Math.ceil(newsCount / SITEMAP_MAX_URLS)));

/**
 * `/sitemap.xml` once the site has more URLs than one file holds: a sitemap index naming
 * `/sitemap-pages.xml` and `/sitemap-news-1.xml` … (what robots.txt names).
 */
export function sitemapIndexXml(origin: string, newsFiles: number, newsChanged: Date | null): string {
  const files = ['/sitemap-pages.xml'];
  for (let n = 1; n <= newsFiles; n += 1) files.push(`/sitemap-news-${n}.xml`);
  const entries = files.map(
    (path) =>
      `<sitemap><loc>${escapeXml(`${origin}${path}`)}</loc>${
        path === '/sitemap-pages.xml' && newsChanged ? `<lastmod>${minskIso(newsChanged)}</lastmod>` : ''
      }</sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * robots.txt: every public page may be crawled; the API is not a page, and a news preview
 * (/preview/{token}, a signed link for editors) is not the site's either.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /preview/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
