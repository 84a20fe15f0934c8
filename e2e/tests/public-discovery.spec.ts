import type { APIRequestContext } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { superadminToken } from '../fixtures/admin-api';
import {
  expectGoogleProperties,
  graphOf,
  pngSize,
  urlsIn,
  visibleCrumbs,
  type LdNode,
} from '../fixtures/discovery';
import { E2E, expect, test } from '../fixtures';
import { createDatedNews, siteNews, type SiteNewsItem } from '../fixtures/public-site';

// Issue 17: structured data, news feeds and link previews, as search engines and readers get them.

/** A title that tries to end the JSON-LD script and run its own (it must stay text). */
const HOSTILE_TITLE = 'Тест </script><script>window.__pwned = 1</script> & «ёлка»';
const created: string[] = [];

/** The nine placeholder pages (content-pages §2.10 and /partners/11). */
const PLACEHOLDER_PATHS = [
  '/clients/plasticCardUsageRules',
  '/clients/nonResidentsSupport',
  '/clients/tollRoads',
  '/clients/forFuelPayments',
  '/clients/issuerRules',
  '/partners/systemRules',
  '/partners/plasticCardUsageRules',
  '/partners/forNotAResidentsServices',
  '/partners/11',
];

test.beforeAll(async ({ request }) => {
  created.push(
    await createDatedNews(request, {
      slug: 'e2e-discovery-fees',
      date: '2026-03-01',
      ru: 'С 1 марта меняются тарифы на обслуживание топливных карт',
      en: 'Service fees for fuel cards change on 1 March',
      description: '<p>Новые тарифы. <a href="https://example.by/tariffs">Подробнее</a></p>',
    }),
    await createDatedNews(request, {
      slug: 'e2e-discovery-hostile',
      date: '2026-02-15',
      ru: HOSTILE_TITLE,
    }),
    // Two paragraphs and no English: the break stays a space, the English page marks it Russian.
    await createDatedNews(request, {
      slug: 'e2e-discovery-paragraphs',
      date: '2026-02-10',
      ru: 'Очереди на АЗС сократились',
      description: '<p>Сократилось время очереди</p><p>На всех АЗС сети</p>',
    }),
  );
});

test.afterAll(async ({ request }) => {
  const token = await superadminToken(request);
  for (const id of created)
    await request.delete(`${E2E.apiUrl}/api/admin/news/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
});

/** Every page of the sitemap (the news items included) and the search page. */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get(`${E2E.siteUrl}/sitemap.xml`)).text();
  const paths = [
    ...new Set(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname),
    ),
  ];
  expect(paths.length).toBeGreaterThan(35);
  // The placeholders (content-pages §2.10) are noindex and never listed (issue 25).
  for (const placeholder of PLACEHOLDER_PATHS) expect(paths).not.toContain(placeholder);
  return [...paths, '/search'];
}

test('every page’s JSON-LD in ru and en has Google’s properties per type, on the site’s origin, and its breadcrumbs as shown', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const paths = await publicPaths(request);
  const seen = new Set<string>();
  for (const lang of ['ru', 'en'] as const) {
    for (const path of paths) {
      const where = `${path}?lang=${lang}`;
      const response = await request.get(`${E2E.siteUrl}${where}`);
      expect(response.status(), where).toBe(200);
      const html = await response.text();
      const graph = graphOf(html, where);
      for (const node of graph) {
        expectGoogleProperties(node, where);
        seen.add(node['@type']);
      }
      for (const url of urlsIn(graph))
        expect(new URL(url).origin, `${where} ${url}`).toBe(E2E.siteUrl);
      const types = graph.map((node) => node['@type']);
      expect(
        types.filter((type) => type === 'Organization'),
        where,
      ).toHaveLength(1);
      expect(types.includes('WebSite'), where).toBe(path === '/');
      expect(types.includes('NewsArticle'), where).toBe(/^\/news\/[^/]+$/.test(path));
      expect(types.filter((type) => type === 'FinancialService').length, where).toBe(
        path === '/contacts' ? 7 : 0,
      );
      // The trail search engines get is the one the page shows (Home first).
      const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList');
      const shown = visibleCrumbs(html);
      expect(
        crumbs ? (crumbs.itemListElement as LdNode[]).map((item) => item.name) : null,
        where,
      ).toEqual(shown);
      // Feed autodiscovery on every page, in its language.
      const suffix = lang === 'en' ? '?lang=en' : '';
      expect(html, where).toContain(
        `type="application/rss+xml" title="${lang === 'en' ? 'News' : 'Новости'} — RouteCard (RSS)" href="${E2E.siteUrl}/news/rss.xml${suffix}"`,
      );
      expect(html, where).toContain(
        `type="application/atom+xml" title="${lang === 'en' ? 'News' : 'Новости'} — RouteCard (Atom)" href="${E2E.siteUrl}/news/atom.xml${suffix}"`,
      );
    }
  }
  expect([...seen].sort()).toEqual([
    'BreadcrumbList',
    'FinancialService',
    'NewsArticle',
    'Organization',
    'WebSite',
  ]);
});

test('a title cannot end the JSON-LD script: it stays data, runs nothing, and breaks no CSP', async ({
  page,
  consoleErrors,
}) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto(`${E2E.siteUrl}/news/e2e-discovery-hostile?lang=ru`);
  const html = await response!.text();
  const article = graphOf(html, 'hostile').find((node) => node['@type'] === 'NewsArticle')!;
  expect(article.headline).toBe(HOSTILE_TITLE);
  expect(html).not.toContain('<script>window.__pwned');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_TITLE);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  violations.push(
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
  );
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
});
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The public list's items a feed carries: the 50 newest (by date, then id; undated last), in order. */
function expectedItems(news: SiteNewsItem[], lang: 'ru' | 'en') {
  const byId = (a: SiteNewsItem, b: SiteNewsItem) => Number(a.id) - Number(b.id);
  const sorted = [...news].sort((a, b) => {
    const aEmpty = a.dates.date === '';
    const bEmpty = b.dates.date === '';
    if (aEmpty || bEmpty) return Number(aEmpty) - Number(bEmpty) || byId(a, b);
    return b.dates.date.localeCompare(a.dates.date) || byId(b, a);
  });
  return sorted.slice(0, 50).map((item) => ({
    id: `${E2E.siteUrl}/news/${item.id}`,
    link: `${E2E.siteUrl}/news/${item.slug}?lang=${lang}`,
    title: lang === 'en' && item.titles.en.trim() !== '' ? item.titles.en : item.titles.ru,
  }));
}

for (const lang of ['ru', 'en'] as const) {
  test(`the ${lang} RSS and Atom feeds parse and carry the public news list, with ETag revalidation`, async ({
    request,
  }) => {
    const news = await siteNews(request);
    expect(news.length).toBeGreaterThanOrEqual(2);
    const expected = expectedItems(news, lang);
    const suffix = lang === 'en' ? '?lang=en' : '';

    const rss = await request.get(`${E2E.siteUrl}/news/rss.xml${suffix}`);
    expect(rss.status()).toBe(200);
    expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(rss.headers()['cache-control']).toBe('public, no-cache');
    const channel = parser.parse(await rss.text()).rss.channel;
    expect(channel.language).toBe(lang);
    expect(channel.link).toBe(`${E2E.siteUrl}/news?lang=${lang}`);
    const items = list(channel.item) as Array<{
      title: string;
      link: string;
      guid: { '#text': string };
      pubDate: string;
    }>;
    expect(items.map((item) => item.guid['#text'])).toEqual(expected.map((item) => item.id));
    for (const item of items) {
      const want = expected.find((entry) => entry.id === item.guid['#text'])!;
      expect(item.link).toBe(want.link);
      expect(item.title).toBe(want.title);
      if (item.pubDate !== undefined) expect(item.pubDate).toMatch(RFC_822);
    }

    const atom = await request.get(`${E2E.siteUrl}/news/atom.xml${suffix}`);
    expect(atom.status()).toBe(200);
    expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parser.parse(await atom.text()).feed;
    expect(feed.id).toBe(`${E2E.siteUrl}/news/atom.xml${suffix}`);
    expect(feed.updated).toMatch(RFC_3339);
    const entries = list(feed.entry) as Array<{
      id: string;
      link: { '@href': string };
      updated: string;
    }>;
    expect(entries.map((entry) => entry.id)).toEqual(expected.map((item) => item.id));
    for (const entry of entries) {
      expect(entry.link['@href']).toBe(expected.find((item) => item.id === entry.id)!.link);
      expect(entry.updated).toMatch(RFC_3339);
    }

    for (const response of [rss, atom]) {
      const etag = response.headers().etag!;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await request.get(response.url(), { headers: { 'If-None-Match': etag } });
      expect(again.status()).toBe(304);
      expect(await again.text()).toBe('');
    }
  });
}

test('a news page’s link preview is its own PNG of 1200 × 630, kept a day and revalidated; other pages keep the default', async ({
  request,
}) => {
  for (const lang of ['ru', 'en'] as const) {
    const html = await (
      await request.get(`${E2E.siteUrl}/news/e2e-discovery-fees?lang=${lang}`)
    ).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    expect(image).toMatch(
      new RegExp(`^${E2E.siteUrl}/social/news/\\d+-${lang}-[0-9a-f]{16}\\.png$`),
    );
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const picture = await request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    // A day, then asked again (issue 23): a withdrawn item's picture leaves the caches.
    expect(picture.headers()['cache-control']).toBe('public, max-age=86400, must-revalidate');
    expect(pngSize(await picture.body())).toEqual([1200, 630]);
    const again = await request.get(image, {
      headers: { 'If-None-Match': picture.headers()['etag']! },
    });
    expect(again.status()).toBe(304);
    // Asked again: the same bytes, from the server's memory.
    expect((await (await request.get(image)).body()).equals(await picture.body())).toBe(true);
  }
  const about = await (await request.get(`${E2E.siteUrl}/about`)).text();
  expect(about).toContain(
    `<meta property="og:image" content="${E2E.siteUrl}/social/default.png"/>`,
  );
});

test('an unpublished item’s picture is 404, also to a cache revalidating its copy, and back once published', async ({
  request,
}) => {
  const id = await createDatedNews(request, {
    slug: 'e2e-discovery-withdrawn',
    date: '2026-03-02',
    ru: 'Новость, которую снимут с публикации',
  });
  created.push(id);
  const html = await (await request.get(`${E2E.siteUrl}/news/e2e-discovery-withdrawn`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  const etag = picture.headers()['etag']!;
  const token = await superadminToken(request);
  const status = (value: 'draft' | 'published') =>
    request.put(`${E2E.apiUrl}/api/admin/news/${id}/status`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: value },
    });
  expect((await status('draft')).status()).toBe(200);
  await expect.poll(async () => (await request.get(image)).status()).toBe(404);
  expect((await request.get(image, { headers: { 'If-None-Match': etag } })).status()).toBe(404);
  expect((await status('published')).status()).toBe(200);
  await expect
    .poll(async () => (await request.get(image, { headers: { 'If-None-Match': etag } })).status())
    .toBe(304);
});

test('the sitemap gives each news item its last change as lastmod', async ({ request }) => {
  const xml = await (await request.get(`${E2E.siteUrl}/sitemap.xml`)).text();
  expect(xml).toMatch(
    /<loc>[^<]+\/news\/e2e-discovery-fees<\/loc><lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}<\/lastmod>/,
  );
  expect(xml).toMatch(new RegExp(`<loc>${E2E.siteUrl}/news</loc><lastmod>`));
});

test('a news sitemap file answers at its own address only', async ({ request }) => {
  // While the news fit one file, /sitemap.xml lists them and /sitemap-news-1.xml is that file.
  const first = await request.get(`${E2E.siteUrl}/sitemap-news-1.xml`);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toContain('application/xml');
  expect(await first.text()).toMatch(/<loc>[^<]+\/news\/e2e-discovery-fees<\/loc>/);
  for (const path of ['/sitemap-news-2.xml', '/sitemap-news-101.xml', '/sitemap-news-01.xml'])
    expect((await request.get(`${E2E.siteUrl}${path}`)).status(), path).toBe(404);
  // The route the files are rendered at is no address of the site: the site's own 404 page.
  for (const path of ['/Sitemap/news/1', '/sitemap/news/1']) {
    const answer = await request.get(`${E2E.siteUrl}${path}`);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['content-type'], path).toContain('text/html');
  }
});

test('the placeholders answer 200 but stay out of search engines: noindex, never stored, out of the sitemap', async ({
  request,
}) => {
  const sitemap = await (await request.get(`${E2E.siteUrl}/sitemap.xml`)).text();
  for (const path of PLACEHOLDER_PATHS) {
    expect(sitemap).not.toContain(`${E2E.siteUrl}${path}<`);
    const response = await request.get(`${E2E.siteUrl}${path}?lang=ru`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>');
  }
  // A page with content stays indexable.
  const real = await request.get(`${E2E.siteUrl}/clients/signAndResign?lang=ru`);
  expect(real.headers()['x-robots-tag']).toBeUndefined();
  expect(await real.text()).not.toContain('content="noindex"');
});

/** The content of a meta tag, by name or property. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

test('a news description keeps its paragraph break as a space in every plain-text rendering («очереди На»)', async ({
  request,
}) => {
  const html = await (
    await request.get(`${E2E.siteUrl}/news/e2e-discovery-paragraphs?lang=ru`)
  ).text();
  for (const key of ['description', 'og:description', 'twitter:description'])
    expect(metaOf(html, key), key).toBe('Сократилось время очереди На всех АЗС сети');
  const article = graphOf(html, 'paragraphs').find((node) => node['@type'] === 'NewsArticle')!;
  expect(article.description).toBe('Сократилось время очереди На всех АЗС сети');
  for (const feed of ['rss', 'atom']) {
    const body = await (await request.get(`${E2E.siteUrl}/news/${feed}.xml`)).text();
    expect(body, feed).toContain('Сократилось время очереди На всех АЗС сети');
    expect(body, feed).not.toContain('очередиНа');
  }
});

test('an English page marks the Russian fallback of a news item lang="ru"', async ({ page }) => {
  await page.goto(`${E2E.siteUrl}/news/e2e-discovery-paragraphs?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 }).locator('[lang="ru"]')).toHaveText(
    'Очереди на АЗС сократились',
  );
  await expect(
    page.locator('[lang="ru"]').filter({ hasText: 'Сократилось время очереди' }),
  ).toHaveCount(1);
});

test('error pages carry the link preview tags like every page, and stay noindex', async ({
  request,
}) => {
  for (const [lang, description] of [
    ['ru', 'Страница, которую вы ищете, не существует или была перемещена.'],
    ['en', undefined],
  ] as const) {
    const response = await request.get(`${E2E.siteUrl}/no-such-page?lang=${lang}`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(metaOf(html, 'og:title')).toBe('Unexpected Application Error');
    expect(metaOf(html, 'og:description')?.length).toBeGreaterThan(10);
    if (description) expect(metaOf(html, 'og:description')).toBe(description);
    expect(metaOf(html, 'og:image')).toBe(`${E2E.siteUrl}/social/default.png`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'robots')).toBe('noindex');
  }
});

test('the web manifest has an id and a description', async ({ request }) => {
  const manifest = (await (
    await request.get(`${E2E.siteUrl}/manifest.webmanifest`)
  ).json()) as Record<string, unknown>;
  expect(manifest.id).toBe('/');
  expect(typeof manifest.description).toBe('string');
  expect((manifest.description as string).length).toBeGreaterThan(20);
});
