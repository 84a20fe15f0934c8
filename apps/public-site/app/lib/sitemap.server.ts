import { newsSlug, type NewsMap } from '@fuelcard/contracts';
import { PUBLIC_LANGUAGES } from '@fuelcard/i18n';
import { PUBLIC_PATHS } from '../content/public-paths';
import { latestNewsChange, minskIso, newsModifiedAt } from './news-dates.server';

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

/** The pages that show the news list (the home page's teaser, /news): they change with it. */
const NEWS_PAGES = new Set(['/', '/news']);

/**
 * The sitemap: every public route and every visible news item (by slug), with language
 * alternates. A news item's lastmod is its last change (updatedAt once the API sends it, else the
 * day it appeared); the pages that list the news carry the latest of those.
 */
export function sitemapXml(origin: string, news: NewsMap): string {
  const latest = latestNewsChange(news);
  const pages = PUBLIC_PATHS.map((path) =>
    urlEntry(origin, path, NEWS_PAGES.has(path) && latest ? minskIso(latest) : undefined),
  );
  const items = Object.entries(news).map(([id, item]) => {
    const changed = newsModifiedAt(item);
    return urlEntry(origin, `/news/${encodeURIComponent(newsSlug(item, id))}`, changed ? minskIso(changed) : undefined);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    [...pages, ...items].join('\n') +
    '\n</urlset>\n'
  );
}

/**
 * robots.txt: every public page may be crawled; the API is not a page, and a news preview
 * (/preview/{token}, a signed link for editors) is not the site's either.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /preview/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
