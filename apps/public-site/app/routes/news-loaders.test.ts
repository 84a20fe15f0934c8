// @vitest-environment node
import type { NewsMap } from '@fuelcard/contracts';
import { NEWS_API_FALLBACK_WARNING } from '@fuelcard/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as homeLoader } from './home';
import { loader as listLoader } from './news';
import { loader as detailLoader } from './news-detail';
import { loader as feedLoader } from './news-feed';
import { loader as imageLoader } from './news-social-image';
import { loader as sitemapLoader } from './sitemap';
import { cardStats, newsImagePath } from '../lib/social-image/news-card-image.server';
import { forgetNewsApiState } from '../lib/news.server';
import { routedPath } from '../lib/sitemap-files';
import type { PageSeo } from '../lib/seo';
import { fakeNewsFetch, type FakeNewsApi } from '../test-news-api';

/** The API's news calls answered from a map (a new version for new news). */
let versions = 0;
const serve = (map: NewsMap): FakeNewsApi => ({ news: map, version: `v${(versions += 1)}` });
const stubApi = (api: FakeNewsApi) => {
  const fetchMock = vi.fn(fakeNewsFetch(api));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const news: NewsMap = {
  '3': {
    slug: 'new-terminals',
    priority: 'A',
    dates: { date: '2026-02-01', startDate: '', expireDate: '' },
    titles: { ru: 'Новые терминалы', en: 'New terminals' },
    descriptions: { ru: '<p>Текст <script>alert(1)</script></p>', en: '<p>Text</p>' },
  },
  '4': {
    slug: 'past',
    priority: 'A',
    dates: { date: '2020-01-01', startDate: '2020-01-01', expireDate: '2020-01-31' },
    titles: { ru: 'Прошлое', en: 'Past' },
    descriptions: { ru: '', en: '' },
  },
};

const context = { apiUrl: 'http://api.test' };
type DetailArgs = Parameters<typeof detailLoader>[0];
type HomeArgs = Parameters<typeof homeLoader>[0];
const detail = (path: string, id: string) =>
  detailLoader({
    request: new Request(`http://site.test${path}`),
    context,
    params: { id },
  } as unknown as DetailArgs);

afterEach(() => {
  vi.unstubAllGlobals();
  // A failed API is remembered for a second (news.server.ts): each test starts with a fresh one.
  forgetNewsApiState();
});

describe('the news item loader', () => {
  it.each([
    ['/news/new-terminals', 'new-terminals'],
    ['/news/3', '3'],
    ['/news/NEW-TERMINALS', 'NEW-TERMINALS'],
  ])('finds %s by slug or id, with sanitized HTML', async (path, id) => {
    stubApi(serve(news));
    const result = (await detail(path, id)) as {
      item: { title: string; html: string };
      seo: { canonical: string };
    };
    expect(result.item.title).toBe('Новые терминалы');
    expect(result.item.html).toBe('<p>Текст </p>');
    expect(result.seo.canonical).toBe('http://site.test/news/new-terminals');
  });

  it('offers the newest other news (at most three, never the item) from the list’s first page', async () => {
    const fetchMock = stubApi(
      serve({
        ...news,
        ...Object.fromEntries(
          [5, 6, 7, 8].map((day) => [
            String(day),
            {
              slug: `other-${day}`,
              priority: 'B' as const,
              dates: { date: `2026-03-0${day}`, startDate: '', expireDate: '' },
              titles: { ru: `Другая ${day}`, en: `Other ${day}` },
              descriptions: { ru: `<h2>Заголовок</h2><p>Начало ${day}.</p>`, en: '' },
            },
          ]),
        ),
      }),
    );
    const result = (await detail('/news/other-7', 'other-7')) as {
      others: Array<{ slug: string; title: string; excerpt?: string }>;
    };
    expect(result.others.map((other) => other.slug)).toEqual(['other-8', 'other-6', 'other-5']);
    expect(result.others[0]!.excerpt).toBe('Начало 8.');
    // One page of 4, never the whole archive.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.includes('/api/news?') && url.includes('limit=4'))).toBe(true);
    expect(asked.some((url) => url.includes('/api/admin/news'))).toBe(false);
  });

  it('answers 404 with the not-found block for an unknown item', async () => {
    stubApi(serve(news));
    const result = (await detail('/news/none', 'none')) as unknown as {
      init: { status: number };
      data: { item: null };
    };
    expect(result.init.status).toBe(404);
    expect(result.data.item).toBeNull();
  });

  it('offers the newest news under the not-found block, from the list’s first page only', async () => {
    const fetchMock = stubApi(
      serve({
        ...news,
        ...Object.fromEntries(
          [5, 6, 7, 8].map((day) => [
            String(day),
            {
              slug: `other-${day}`,
              priority: 'B' as const,
              dates: { date: `2026-03-0${day}`, startDate: '', expireDate: '' },
              titles: { ru: `Другая ${day}`, en: `Other ${day}` },
              descriptions: { ru: `<p>Начало ${day}.</p>`, en: '' },
            },
          ]),
        ),
      }),
    );
    const result = (await detail('/news/none', 'none')) as unknown as {
      init: { status: number };
      data: { item: null; others: Array<{ slug: string }> };
    };
    expect(result.init.status).toBe(404);
    expect(result.data.others.map((other) => other.slug)).toEqual([
      'other-8',
      'other-7',
      'other-6',
    ]);
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.includes('/api/news?') && url.includes('limit=4'))).toBe(true);
    expect(asked.some((url) => url.includes('/api/admin/news'))).toBe(false);
  });

  it('still answers the not-found block (503) when the API is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = (await detail('/news/none', 'none')) as unknown as {
      init: { status: number };
      data: { item: null; notFoundTitle: string; others: unknown[] };
    };
    expect(result.init.status).toBe(503);
    expect(result.data.item).toBeNull();
    expect(result.data.notFoundTitle).toMatch(/^Новость не найдена/);
    // The bundled news stand in for the newest (the rule of every page while the API is down).
    expect(result.data.others.length).toBeLessThanOrEqual(3);
  });

  it('answers 404 for an address with a control character without asking the API', async () => {
    const fetchMock = stubApi(serve(news));
    const result = (await detail('/news/a%00b', 'a\u0000b')) as unknown as {
      init: { status: number };
    };
    expect(result.init.status).toBe(404);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('by-slug'))).toEqual([]);
  });

  it('finds the bundled item when the API fails, within its window only (the rule of every page)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2025-07-30T12:00:00+03:00'));
      const result = (await detail(
        '/news/welcome-to-the-new-website?lang=en',
        'welcome-to-the-new-website',
      )) as {
        item: { title: string; dateText: string };
      };
      expect(result.item).toMatchObject({
        title: 'Welcome to the new website',
        dateText: '28 July 2025',
      });
      vi.setSystemTime(new Date('2025-08-02T12:00:00+03:00'));
      const after = (await detail(
        '/news/welcome-to-the-new-website?lang=en',
        'welcome-to-the-new-website',
      )) as unknown as {
        init: { status: number };
      };
      // The API never said the item does not exist: not a 404 search engines would act on.
      expect(after.init.status).toBe(503);
    } finally {
      vi.useRealTimers();
    }
    expect(warn).toHaveBeenCalledWith(NEWS_API_FALLBACK_WARNING, 'fetch failed');
  });
});

describe('the news item’s structured data and link preview', () => {
  type Seo = { seo: PageSeo };
  const graph = (seo: Seo['seo']) =>
    (
      seo.discovery!.find((tag) => 'script:ld+json' in tag) as {
        'script:ld+json': { '@graph': Array<Record<string, unknown>> };
      }
    )['script:ld+json']['@graph'];

  it('is a NewsArticle: headline, dates in Minsk time, image, language, author and publisher, on the site’s origin', async () => {
    stubApi(serve(news));
    const { seo } = (await detailLoader({
      request: new Request('http://10.0.0.5/news/new-terminals?lang=en'),
      context: { ...context, siteUrl: 'https://www.example.by' },
      params: { id: 'new-terminals' },
    } as unknown as DetailArgs)) as Seo;
    const article = graph(seo).find((node) => node['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'New terminals',
      url: 'https://www.example.by/news/new-terminals?lang=en',
      mainEntityOfPage: 'https://www.example.by/news/new-terminals?lang=en',
      datePublished: '2026-02-01T00:00:00+03:00',
      // No updatedAt from the API yet, no start day: the publication day stands in.
      dateModified: '2026-02-01T00:00:00+03:00',
      inLanguage: 'en',
      author: { '@type': 'Organization', name: 'RouteCard', url: 'https://www.example.by/' },
      publisher: {
        '@type': 'Organization',
        name: 'RouteCard',
        logo: { url: 'https://www.example.by/icons/icon-512.png' },
      },
    });
    expect(article!.image).toEqual([
      expect.stringMatching(/^https:\/\/www\.example\.by\/social\//),
    ]);
    expect(seo.type).toBe('article');
    expect(seo.discovery).toContainEqual({
      property: 'article:published_time',
      content: '2026-02-01T00:00:00+03:00',
    });
  });

  it('takes dateModified from the item’s updatedAt once the API sends one', async () => {
    const updated = { '3': { ...news['3']!, updatedAt: '2026-02-03T09:15:00.000Z' } };
    stubApi(serve(updated));
    const { seo } = (await detail('/news/new-terminals', 'new-terminals')) as Seo;
    expect(graph(seo).find((node) => node['@type'] === 'NewsArticle')).toMatchObject({
      datePublished: '2026-02-01T00:00:00+03:00',
      dateModified: '2026-02-03T12:15:00+03:00',
      // A Russian page, or an English one of an item without English texts: Russian.
      inLanguage: 'ru',
    });
  });

  it('gives an item without any date neither date, even with an updatedAt', async () => {
    const undated = {
      '3': {
        ...news['3']!,
        dates: { date: '', startDate: '', expireDate: '' },
        updatedAt: '2026-02-03T09:15:00.000Z',
      },
    };
    stubApi(serve(undated));
    const { seo } = (await detail('/news/new-terminals', 'new-terminals')) as Seo;
    const article = graph(seo).find((node) => node['@type'] === 'NewsArticle');
    expect(article).toBeDefined();
    expect(article).not.toHaveProperty('datePublished');
    expect(article).not.toHaveProperty('dateModified');
  });
});

describe('the feed loader', () => {
  type FeedArgs = Parameters<typeof feedLoader>[0];
  const feed = (path: string) =>
    feedLoader({
      request: new Request(`http://10.0.0.5${path}`),
      context: { ...context, siteUrl: 'https://www.example.by' },
      params: {},
    } as unknown as FeedArgs);

  it.each([
    ['/news/rss.xml', 'application/rss+xml; charset=utf-8', '<language>ru</language>'],
    ['/news/rss.xml?lang=en', 'application/rss+xml; charset=utf-8', '<language>en</language>'],
    ['/news/rss.xml?lang=by', 'application/rss+xml; charset=utf-8', '<language>ru</language>'],
    [
      '/news/atom.xml?lang=en',
      'application/atom+xml; charset=utf-8',
      '<title>News — RouteCard</title>',
    ],
  ])('%s is a feed in its language, revalidated by its ETag', async (path, type, text) => {
    stubApi(serve(news));
    const response = await feed(path);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(response.headers.get('etag')).toMatch(/^W\/"/);
    const body = await response.text();
    expect(body).toContain(text);
    expect(body).toContain('https://www.example.by/news/3');
    expect(body).not.toContain('10.0.0.5');
    // Only the items the public sees: not the one whose window has passed.
    expect(body).not.toContain('/news/4');
  });
});

describe('the news picture loader', () => {
  type ImageArgs = Parameters<typeof imageLoader>[0];
  const image = (file: string, headers: Record<string, string> = {}) =>
    imageLoader({
      request: new Request(`http://10.0.0.5/social/news/${file}`, { headers }),
      context: { ...context, siteUrl: 'https://www.example.by' },
      params: { file },
    } as unknown as ImageArgs);
  const current = newsImagePath({ id: '3', ...news['3']! }, 'en')
    .split('/')
    .at(-1)!;

  it('sends a visible item’s picture as a PNG kept a day, then revalidated with its ETag', async () => {
    stubApi(serve(news));
    const response = await image(current);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // Not a year, immutable: a withdrawn item's picture must leave the caches (issue 23).
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, must-revalidate');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{16}"$/);
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(response.headers.get('content-length')).toBe(String(png.length));
  }, 30_000);

  it('answers a revalidation of a public item’s picture with 304, without drawing it', async () => {
    stubApi(serve(news));
    const etag = (await image(current)).headers.get('etag')!;
    const drawn = cardStats.drawn;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await image(current, { 'if-none-match': ifNoneMatch });
      expect(response.status).toBe(304);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400, must-revalidate');
      expect(response.headers.get('etag')).toBe(etag);
    }
    expect((await image(current, { 'if-none-match': '"other"' })).status).toBe(200);
    expect(cardStats.drawn).toBe(drawn);
  }, 30_000);

  it('is 404 once the item is withdrawn (unpublished, expired, deleted or a draft: not in the public list)', async () => {
    const api = serve(news);
    stubApi(api);
    const etag = (await image(current)).headers.get('etag')!;
    api.news = { '4': news['4']! };
    api.version = 'withdrawn';
    expect((await image(current)).status).toBe(404);
    // A cache revalidating its copy is told it is gone, too.
    expect((await image(current, { 'if-none-match': etag })).status).toBe(404);
  }, 30_000);

  it('is 503 with Retry-After, not 404, while the news cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 502 })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await image(current);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends an older address of the item on to its current picture', async () => {
    stubApi(serve(news));
    const response = await image('3-en-0000000000000000.png');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`https://www.example.by/social/news/${current}`);
  });

  it.each([
    [
      'an item the public does not see',
      newsImagePath({ id: '4', ...news['4']! }, 'en')
        .split('/')
        .at(-1)!,
    ],
    ['an unknown item', '99-ru-0000000000000000.png'],
    ['a slug instead of an id', 'new-terminals-ru-0000000000000000.png'],
    ['another language', '3-by-0000000000000000.png'],
    ['another shape', '3.png'],
  ])('is 404 for %s, without drawing', async (_case, file) => {
    stubApi(serve(news));
    const drawn = cardStats.drawn;
    expect((await image(file)).status).toBe(404);
    expect(cardStats.drawn).toBe(drawn);
  });
});

describe('the home loader', () => {
  it('hands the teaser the active items only, with the page texts', async () => {
    stubApi(serve(news));
    const result = await homeLoader({
      request: new Request('http://site.test/?lang=en'),
      context,
      params: {},
    } as unknown as HomeArgs);
    expect(result.teaser.map((item) => item.title)).toEqual(['New terminals']);
    expect(Object.keys(result.texts)).toEqual(['home', 'news', 'application']);
  });
});

describe('the news list loader', () => {
  type ListArgs = Parameters<typeof listLoader>[0];
  const list = (path: string) =>
    listLoader({
      request: new Request(`http://site.test${path}`),
      context,
      params: {},
    } as unknown as ListArgs);
  const many: NewsMap = Object.fromEntries(
    Array.from({ length: 9 }, (_, i) => [
      String(i + 10),
      {
        ...news['3']!,
        slug: `item-${i}`,
        dates: { date: `2026-01-0${i + 1}`, startDate: '', expireDate: '' },
      },
    ]),
  );

  it('makes each page and order of the list its own canonical address; the first page is plain /news', async () => {
    stubApi(serve(many));
    expect((await list('/news')).seo.canonical).toBe('http://site.test/news');
    expect((await list('/news?page=1&sort=newest')).seo.canonical).toBe('http://site.test/news');
    expect((await list('/news?page=2&lang=en')).seo.canonical).toBe(
      'http://site.test/news?page=2&lang=en',
    );
    expect((await list('/news?sort=oldest&page=3')).seo.canonical).toBe(
      'http://site.test/news?sort=oldest&page=3',
    );
    // A page past the end shows the last one, and names it.
    expect((await list('/news?page=99')).seo.canonical).toBe('http://site.test/news?page=3');
  });
});

describe('what a page carries, whatever the archive holds (issue 24)', () => {
  const archive: NewsMap = Object.fromEntries(
    Array.from({ length: 120 }, (_, i) => [
      String(i + 1),
      {
        ...news['3']!,
        slug: `archive-${i + 1}`,
        priority: i % 10 === 0 ? ('A' as const) : ('B' as const),
        dates: {
          date: `2025-${String((i % 12) + 1).padStart(2, '0')}-10`,
          startDate: '',
          expireDate: '',
        },
      },
    ]),
  );

  it('gives the home page its teaser only and /news its page of 4, each from one call', async () => {
    const fetchMock = stubApi(serve(archive));
    const home = await homeLoader({
      request: new Request('http://site.test/'),
      context,
      params: {},
    } as unknown as HomeArgs);
    expect(home.teaser).toHaveLength(6);
    // Priority A first, then the newest date, then the smaller id.
    expect(home.teaser[0]!.slug).toBe('archive-11');
    const asked = fetchMock.mock.calls.map((call) => new URL(String(call[0])).pathname);
    expect(asked.filter((path) => path !== '/api/news/version')).toEqual(['/api/news/latest']);
    expect(asked).not.toContain('/api/admin/news');

    type ListArgs = Parameters<typeof listLoader>[0];
    const list = await listLoader({
      request: new Request('http://site.test/news?page=3'),
      context,
      params: {},
    } as unknown as ListArgs);
    expect(list.list.items).toHaveLength(4);
    expect(list.list).toMatchObject({ page: 3, totalPages: 30 });
  });

  it('answers 404 for an item the API said is gone, also once the API cannot be read', async () => {
    const api = serve(news);
    stubApi(api);
    const gone = (await detail('/news/gone', 'gone')) as unknown as { init: { status: number } };
    expect(gone.init.status).toBe(404);
    // The API now fails: what it said holds; an item it never answered is not a 404.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      ((await detail('/news/gone', 'gone')) as unknown as { init: { status: number } }).init.status,
    ).toBe(404);
    expect(
      (
        (await detail('/news/never-asked', 'never-asked')) as unknown as {
          init: { status: number };
        }
      ).init.status,
    ).toBe(503);
  });
});

describe('the sitemap loader', () => {
  type SitemapArgs = Parameters<typeof sitemapLoader>[0];
  const sitemap = (path: string) =>
    sitemapLoader({
      request: new Request(`http://10.0.0.5${routedPath(path)}`),
      context: { ...context, siteUrl: 'https://www.example.by' },
      params: {},
    } as unknown as SitemapArgs);
  const many = (count: number): NewsMap =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        String(i + 1),
        {
          ...news['3']!,
          slug: `item-${i + 1}`,
          updatedAt: '2026-02-03T09:15:00.000Z',
        } as NewsMap[string],
      ]),
    );
  const urls = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

  it('lists pages and news in one file while they fit, every lastmod the item’s last change', async () => {
    stubApi(serve(many(3)));
    const xml = await (await sitemap('/sitemap.xml')).text();
    expect(xml).toContain('<urlset');
    expect(urls(xml)).toBe(37 + 3);
    expect(xml).toContain(
      '<loc>https://www.example.by/news/item-2</loc><lastmod>2026-02-03T12:15:00+03:00</lastmod>',
    );
    expect(urls(await (await sitemap('/sitemap-news-1.xml')).text())).toBe(3);
  });

  it('becomes an index of files of at most 10,000 URLs past one file', async () => {
    stubApi(serve(many(10_001)));
    const index = await (await sitemap('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://www.example.by/sitemap-pages.xml</loc>',
      '<loc>https://www.example.by/sitemap-news-1.xml</loc>',
      '<loc>https://www.example.by/sitemap-news-2.xml</loc>',
    ]);
    expect(urls(await (await sitemap('/sitemap-pages.xml')).text())).toBe(37);
    expect(urls(await (await sitemap('/sitemap-news-1.xml')).text())).toBe(10_000);
    const second = await (await sitemap('/sitemap-news-2.xml')).text();
    expect(urls(second)).toBe(1);
    expect(second).toContain('/news/item-10001</loc>');
    await expect(sitemap('/sitemap-news-3.xml')).rejects.toMatchObject({ status: 404 });
  }, 30_000);
});
