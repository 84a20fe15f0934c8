/**
 * News sitemap files at most: `/sitemap-news-1.xml` … `/sitemap-news-100.xml`, 10,000 items each
 * (a million news items). routes.ts declares one route each (React Router matches whole path
 * segments, so `sitemap-news-:n.xml` cannot be one route).
 */
export const NEWS_SITEMAP_FILES = 100;
