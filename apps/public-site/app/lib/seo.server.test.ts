// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seoMeta } from './seo';
import { pageSeo, siteOrigin } from './seo.server';

const request = new Request('http://site.test:4400/NEWS?page=2');
const news = { path: '/news', title: 'News', description: '  Company\n news ' };
const canonicalOf = (url: string) => pageSeo(new Request(url), { siteUrl: null }, 'en', news).canonical;

describe('pageSeo', () => {
  it('gives the title with the brand, the canonical address and ru/en/x-default alternates', () => {
    const { discovery, ...seo } = pageSeo(new Request('http://site.test:4400/NEWS?lang=en'), { siteUrl: null }, 'en', news);
    // A plain page's discovery tags: the feeds of its language and its structured data
    // (news-feed.server.test.ts, structured-data/*.test.ts).
    expect(discovery).toEqual([
      expect.objectContaining({ rel: 'alternate', type: 'application/rss+xml', href: 'http://site.test:4400/news/rss.xml?lang=en' }),
      expect.objectContaining({ rel: 'alternate', type: 'application/atom+xml', href: 'http://site.test:4400/news/atom.xml?lang=en' }),
      { 'script:ld+json': expect.objectContaining({ '@context': 'https://schema.org' }) },
    ]);
    expect(seo).toEqual({
      title: 'News | RouteCard',
      description: 'Company news',
      lang: 'en',
      canonical: 'http://site.test:4400/news?lang=en',
      alternates: [
        { hrefLang: 'ru', href: 'http://site.test:4400/news?lang=ru' },
        { hrefLang: 'en', href: 'http://site.test:4400/news?lang=en' },
        { hrefLang: 'x-default', href: 'http://site.test:4400/news' },
      ],
      siteName: 'RouteCard',
      image: {
        url: 'http://site.test:4400/social/default.png',
        width: 1200,
        height: 630,
        alt: 'RouteCard: fuel cards and electronic payments for business — a filling station by an evening road',
      },
    });
  });

  it('makes every address of the language set its own canonical: the bare path is the x-default page', () => {
    // The page at the bare path follows the visitor's language and is the x-default alternate, so it
    // must not declare itself a duplicate of ?lang=… (search engines drop such hreflang clusters).
    expect(canonicalOf('http://site.test:4400/news')).toBe('http://site.test:4400/news');
    expect(canonicalOf('http://site.test:4400/news?page=2')).toBe('http://site.test:4400/news');
    expect(canonicalOf('http://site.test:4400/news?lang=xx')).toBe('http://site.test:4400/news');
    expect(canonicalOf('http://site.test:4400/news?lang=EN')).toBe('http://site.test:4400/news?lang=en');
    expect(pageSeo(new Request('http://site.test:4400/news?lang=by'), { siteUrl: null }, 'ru', news).canonical).toBe(
      'http://site.test:4400/news?lang=ru',
    );
  });

  it('keeps the parameters that make a page of its own in every address of the set', () => {
    const seo = pageSeo(new Request('http://site.test/news?page=2&sort=oldest&lang=en'), { siteUrl: null }, 'en', {
      ...news,
      query: { sort: 'oldest', page: '2' },
    });
    expect(seo.canonical).toBe('http://site.test/news?sort=oldest&page=2&lang=en');
    expect(seo.alternates).toEqual([
      { hrefLang: 'ru', href: 'http://site.test/news?sort=oldest&page=2&lang=ru' },
      { hrefLang: 'en', href: 'http://site.test/news?sort=oldest&page=2&lang=en' },
      { hrefLang: 'x-default', href: 'http://site.test/news?sort=oldest&page=2' },
    ]);
  });

  it('builds the canonical address on SITE_URL, whatever host the request came to', () => {
    const seo = pageSeo(new Request('http://10.0.0.5:3000/news'), { siteUrl: 'https://www.example.by' }, 'ru', news);
    expect(seo.canonical).toBe('https://www.example.by/news');
    expect(seo.alternates).toContainEqual({ hrefLang: 'ru', href: 'https://www.example.by/news?lang=ru' });
  });

  it('uses SITE_URL when configured', () => {
    expect(siteOrigin(request, { siteUrl: 'https://www.example.by' })).toBe('https://www.example.by');
  });
});

describe('seoMeta', () => {
  it('turns the page data into title, description, canonical and alternate tags', () => {
    const tags = seoMeta(
      pageSeo(new Request('http://site.test:4400/?lang=ru'), { siteUrl: null }, 'ru', { path: '/', title: 'Главная', description: 'Текст' }),
    );
    expect(tags).toContainEqual({ title: 'Главная | RouteCard' });
    expect(tags).toContainEqual({ name: 'description', content: 'Текст' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://site.test:4400/?lang=ru' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'http://site.test:4400/?lang=en' });
  });

  it('gives every page a link preview: Open Graph with our image and its size and text, and Twitter’s large card', () => {
    const tags = seoMeta(
      pageSeo(new Request('http://site.test:4400/?lang=ru'), { siteUrl: null }, 'ru', { path: '/', title: 'Главная', description: 'Текст' }),
    );
    for (const tag of [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'RouteCard' },
      { property: 'og:image', content: 'http://site.test:4400/social/default.png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:locale', content: 'ru_RU' },
      { property: 'og:locale:alternate', content: 'en_US' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: 'http://site.test:4400/social/default.png' },
    ]) {
      expect(tags).toContainEqual(tag);
    }
    expect(tags).toContainEqual({ property: 'og:image:alt', content: expect.stringMatching(/^RouteCard: топливные карточки/) });
  });

  it('gives an error page its title and keeps it out of search engines', () => {
    expect(seoMeta(undefined)).toEqual([{ title: 'Unexpected Application Error' }, { name: 'robots', content: 'noindex' }]);
  });
});
