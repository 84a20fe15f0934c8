import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../content/content-pages';
import {
  fitsOneSitemap,
  newsSitemapFiles,
  newsSitemapXml,
  pagesSitemapXml,
  robotsTxt,
  sitemapIndexXml,
  sitemapXml,
} from './sitemap.server';

const ORIGIN = 'https://www.example.by';
const NEWS = [
  { slug: 'welcome-to-the-new-website', updatedAt: '2025-07-29T09:30:00Z' },
  { slug: 'news-5', updatedAt: '' },
];
const CHANGED = new Date('2025-07-29T09:30:00Z');

describe('sitemapXml', () => {
  const xml = sitemapXml(ORIGIN, NEWS, CHANGED);

  it('lists every public route with its language alternates', () => {
    for (const path of ['/', '/about', '/news', '/contacts', '/rules', '/offer', '/privacy', '/help', '/cookie-policy']) {
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    expect(xml).toContain(`hreflang="en" href="${ORIGIN}/about?lang=en"`);
  });

  it('lists every content page, both readings included, but the placeholders (noindex)', () => {
    expect(CONTENT_PAGES).toHaveLength(36);
    for (const { path, placeholder } of CONTENT_PAGES) {
      if (placeholder) expect(xml).not.toContain(`${ORIGIN}${path}<`);
      else expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    for (const path of ['/clients/fuelcardInternetClientApp', '/equipment/fuelcardInternetClientApp', '/equipment/invoicesSiteTariffs']) {
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    for (const path of ['/partners/11', '/partners/systemRules', '/clients/nonResidentsSupport']) {
      expect(xml).not.toContain(`${ORIGIN}${path}`);
    }
    expect(xml).not.toContain(`<loc>${ORIGIN}/invoicesSite</loc>`);
  });

  it('lists every news item by slug, with its last change as lastmod, and the pages that show news with theirs', () => {
    expect(xml).toContain(`<loc>${ORIGIN}/news/welcome-to-the-new-website</loc><lastmod>2025-07-29T12:30:00+03:00</lastmod>`);
    // No known change: no lastmod.
    expect(xml).toContain(`<loc>${ORIGIN}/news/news-5</loc><xhtml:link`);
    expect(xml).toContain(`<loc>${ORIGIN}/news</loc><lastmod>2025-07-29T12:30:00+03:00</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/</loc><lastmod>2025-07-29T12:30:00+03:00</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/about</loc><xhtml:link`);
  });

  it('is well-formed XML', () => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    // 10 site and legal pages (the application form among them), 27 content pages (36 less the 9 placeholders), 2 news items.
    expect(doc.getElementsByTagName('url')).toHaveLength(39);
  });
});

describe('the sitemap index, past one file', () => {
  it('fits one file up to 10,000 URLs with the pages', () => {
    expect(fitsOneSitemap(10_000 - 37)).toBe(true);
    expect(fitsOneSitemap(10_000 - 36)).toBe(false);
    expect(newsSitemapFiles(0)).toBe(1);
    expect(newsSitemapFiles(10_000)).toBe(1);
    expect(newsSitemapFiles(10_001)).toBe(2);
    expect(newsSitemapFiles(100_000)).toBe(10);
  });

  it('names the pages file and each news file', () => {
    const index = sitemapIndexXml(ORIGIN, 3, CHANGED);
    const doc = new DOMParser().parseFromString(index, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect([...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-news-1.xml`,
      `${ORIGIN}/sitemap-news-2.xml`,
      `${ORIGIN}/sitemap-news-3.xml`,
    ]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('splits the pages and the news into files of their own', () => {
    const pages = pagesSitemapXml(ORIGIN, null);
    expect(new DOMParser().parseFromString(pages, 'application/xml').getElementsByTagName('url')).toHaveLength(37);
    const news = newsSitemapXml(ORIGIN, NEWS);
    expect(new DOMParser().parseFromString(news, 'application/xml').getElementsByTagName('url')).toHaveLength(2);
    expect(news).not.toContain(`<loc>${ORIGIN}/about</loc>`);
  });
});

describe('robotsTxt', () => {
  it('allows every page but the API and the news previews (README), and names the sitemap', () => {
    expect(robotsTxt('https://www.example.by')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /preview/\n\nSitemap: https://www.example.by/sitemap.xml\n',
    );
  });
});
