import { describe, expect, it } from 'vitest';
import { seoMeta } from './seo';
import { pageSeo, siteOrigin } from './seo.server';

const request = new Request('http://site.test:4400/NEWS?page=2');

describe('pageSeo', () => {
  it('gives the title with the brand, the canonical address in the page language and ru/en alternates', () => {
    const seo = pageSeo(request, { siteUrl: null }, 'en', { path: '/news', title: 'News', description: '  Company\n news ' });
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
    });
  });

  it('uses SITE_URL when configured', () => {
    expect(siteOrigin(request, { siteUrl: 'https://www.example.by' })).toBe('https://www.example.by');
  });
});

describe('seoMeta', () => {
  it('turns the page data into title, description, canonical and alternate tags', () => {
    const tags = seoMeta(pageSeo(request, { siteUrl: null }, 'ru', { path: '/', title: 'Главная', description: 'Текст' }));
    expect(tags).toContainEqual({ title: 'Главная | RouteCard' });
    expect(tags).toContainEqual({ name: 'description', content: 'Текст' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://site.test:4400/?lang=ru' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'http://site.test:4400/?lang=en' });
  });

  it('gives an error page its title and keeps it out of search engines', () => {
    expect(seoMeta(undefined)).toEqual([{ title: 'Unexpected Application Error' }, { name: 'robots', content: 'noindex' }]);
  });
});
