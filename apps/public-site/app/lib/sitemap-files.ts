/**
 * News sitemap files at most: `/sitemap-news-1.xml` … `/sitemap-news-100.xml`, 10,000 items each
 * (a million news items).
 */
export const NEWS_SITEMAP_FILES = 100;

/**
 * React Router matches whole path segments, so `sitemap-news-:n.xml` cannot be one route, and a
 * route per file made the route table (which the browser builds and matches too) three times as
 * long. The files are one route instead, at an address no visitor's request can reach: the
 * server lower-cases every path before it renders it (server/page-request.ts), and this route is
 * case-sensitive. The server renders `/sitemap-news-{n}.xml` as `/Sitemap/news/{n}`.
 */
export const NEWS_SITEMAP_ROUTE = 'Sitemap/news/:file';
const ROUTED = /^\/Sitemap\/news\/([1-9]\d{0,2})$/;
const PUBLIC = /^\/sitemap-news-([1-9]\d{0,2})\.xml$/;

const inRange = (match: RegExpExecArray | null) => {
  const file = match ? Number(match[1]) : 0;
  return file >= 1 && file <= NEWS_SITEMAP_FILES ? file : null;
};

/** The path React Router renders for a public path (the news sitemap files' route, or itself). */
export function routedPath(path: string): string {
  const file = inRange(PUBLIC.exec(path));
  return file === null ? path : `/Sitemap/news/${file}`;
}

/** The news sitemap file (1-based) a routed path asks for, or null. */
export const newsSitemapFile = (routed: string): number | null => inRange(ROUTED.exec(routed));
