// @vitest-environment node
import type { NewsMap } from '@fuelcard/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as detailLoader } from './news-detail';
import { forgetNewsApiState } from '../lib/news.server';
import { seoMeta, type PageSeo } from '../lib/seo';
import { fakeNewsFetch } from '../test-news-api';

/* Issue 26 §1: the editor's meta description and social title in the news page's tags. */

const item = {
  slug: 'seo-item',
  priority: 'A' as const,
  dates: { date: '2026-02-01', startDate: '', expireDate: '' },
  titles: { ru: 'Новые терминалы', en: 'New terminals' },
  descriptions: { ru: '<p>Автоматический текст.</p>', en: '<p>Automatic text.</p>' },
};

let versions = 0;
const pageTags = async (map: NewsMap, lang: 'ru' | 'en') => {
  vi.stubGlobal('fetch', vi.fn(fakeNewsFetch({ news: map, version: `s${(versions += 1)}` })));
  const { seo } = (await detailLoader({
    request: new Request(`http://site.test/news/seo-item?lang=${lang}`),
    context: { apiUrl: 'http://api.test' },
    params: { id: 'seo-item' },
  } as unknown as Parameters<typeof detailLoader>[0])) as { seo: PageSeo };
  const tags = seoMeta(seo) as Array<Record<string, unknown>>;
  const content = (key: 'name' | 'property', value: string) =>
    tags.find((tag) => tag[key] === value)?.content;
  const article = (
    seo.discovery!.find((tag) => 'script:ld+json' in tag) as {
      'script:ld+json': { '@graph': Array<Record<string, unknown>> };
    }
  )['script:ld+json']['@graph'].find((node) => node['@type'] === 'NewsArticle');
  return {
    title: tags.find((tag) => 'title' in tag)?.title,
    description: content('name', 'description'),
    ogTitle: content('property', 'og:title'),
    ogDescription: content('property', 'og:description'),
    twitterTitle: content('name', 'twitter:title'),
    twitterDescription: content('name', 'twitter:description'),
    jsonLdDescription: article?.description,
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetNewsApiState();
});

describe('the news page’s SEO tags', () => {
  it('uses the automatic values without SEO texts (as before)', async () => {
    expect(await pageTags({ '7': item }, 'ru')).toEqual({
      title: 'Новые терминалы | RouteCard',
      description: 'Автоматический текст.',
      ogTitle: 'Новые терминалы | RouteCard',
      ogDescription: 'Автоматический текст.',
      twitterTitle: 'Новые терминалы | RouteCard',
      twitterDescription: 'Автоматический текст.',
      jsonLdDescription: 'Автоматический текст.',
    });
  });

  it('uses the SEO description and social title of the page’s language when set', async () => {
    const seo = {
      description: { ru: 'Описание для поиска', en: 'Search description' },
      title: { ru: 'Заголовок для соцсетей', en: 'Social title' },
    };
    const en = await pageTags({ '7': { ...item, seo } }, 'en');
    expect(en).toMatchObject({
      description: 'Search description',
      ogDescription: 'Search description',
      twitterDescription: 'Search description',
      jsonLdDescription: 'Search description',
      ogTitle: 'Social title',
      twitterTitle: 'Social title',
    });
    // The page's own title stays the item's.
    expect(en.title).toMatch(/^New terminals \| /);
    expect(await pageTags({ '7': { ...item, seo } }, 'ru')).toMatchObject({
      description: 'Описание для поиска',
      ogTitle: 'Заголовок для соцсетей',
    });
  });

  it('on an English page, takes a Russian SEO text only where the page shows Russian text', async () => {
    const seo = {
      description: { ru: 'Описание для поиска', en: '' },
      title: { ru: 'Заголовок для соцсетей', en: '' },
    };
    // English texts exist: the English page keeps its automatic English values.
    expect(await pageTags({ '7': { ...item, seo } }, 'en')).toMatchObject({
      description: 'Automatic text.',
      ogTitle: 'New terminals | RouteCard',
    });
    // No English texts: the page shows the Russian ones, and their SEO texts.
    const russianOnly = {
      ...item,
      titles: { ...item.titles, en: '' },
      descriptions: { ...item.descriptions, en: '' },
      seo,
    };
    expect(await pageTags({ '7': russianOnly }, 'en')).toMatchObject({
      description: 'Описание для поиска',
      ogTitle: 'Заголовок для соцсетей',
    });
  });
});
