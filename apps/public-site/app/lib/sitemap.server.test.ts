import { FALLBACK_NEWS } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../content/content-pages';
import { robotsTxt, sitemapXml } from './sitemap.server';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://www.example.by', {
    ...FALLBACK_NEWS,
    '5': { ...FALLBACK_NEWS['1']!, slug: '', titles: { ru: '!!!', en: '' }, dates: { date: '', startDate: '', expireDate: '' } },
  });

  it('lists every public route with its language alternates', () => {
    for (const path of ['/', '/about', '/news', '/contacts', '/rules', '/offer', '/privacy', '/help', '/cookie-policy']) {
      expect(xml).toContain(`<loc>https://www.example.by${path}</loc>`);
    }
    expect(xml).toContain('hreflang="en" href="https://www.example.by/about?lang=en"');
  });

  it('lists every content page, both readings included', () => {
    expect(CONTENT_PAGES).toHaveLength(36);
    for (const { path } of CONTENT_PAGES) expect(xml).toContain(`<loc>https://www.example.by${path}</loc>`);
    for (const path of ['/clients/fuelcardInternetClientApp', '/equipment/fuelcardInternetClientApp', '/partners/11', '/equipment/invoicesSiteTariffs']) {
      expect(xml).toContain(`<loc>https://www.example.by${path}</loc>`);
    }
    expect(xml).not.toContain('<loc>https://www.example.by/invoicesSite</loc>');
  });

  it('lists every news item by slug, with its last change as lastmod', () => {
    // No updatedAt from the API yet: the day the item appeared (its start day) in Minsk time.
    expect(xml).toContain('<loc>https://www.example.by/news/welcome-to-the-new-website</loc><lastmod>2025-07-28T00:00:00+03:00</lastmod>');
    expect(xml).toContain('<loc>https://www.example.by/news/news-5</loc><xhtml:link');
    const updated = sitemapXml('https://www.example.by', {
      '1': { ...FALLBACK_NEWS['1']!, updatedAt: '2025-07-29T09:30:00Z' } as (typeof FALLBACK_NEWS)['1'],
    });
    expect(updated).toContain('<loc>https://www.example.by/news/welcome-to-the-new-website</loc><lastmod>2025-07-29T12:30:00+03:00</lastmod>');
    // The pages that list the news change with them.
    expect(updated).toContain('<loc>https://www.example.by/news</loc><lastmod>2025-07-29T12:30:00+03:00</lastmod>');
    expect(updated).toContain('<loc>https://www.example.by/</loc><lastmod>2025-07-29T12:30:00+03:00</lastmod>');
    expect(updated).toContain('<loc>https://www.example.by/about</loc><xhtml:link');
  });

  it('is well-formed XML', () => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    // 9 site and legal pages, 36 content pages, 2 news items.
    expect(doc.getElementsByTagName('url')).toHaveLength(47);
  });
});

describe('robotsTxt', () => {
  it('allows every page but the API and the news previews (README), and names the sitemap', () => {
    expect(robotsTxt('https://www.example.by')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /preview/\n\nSitemap: https://www.example.by/sitemap.xml\n',
    );
  });
});
