// @vitest-environment node
// Issue 23: every /search?q= was a full render (25× the cost of a cached page). A query is now
// answered from a page kept per language, filled with its parts (search-template.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_PARTS_FROM_PAGES, SearchAnswers } from './search-answers';
import { fakePages, fakeSite } from './test-site';
import { fakeSearchParts } from './test-pages';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  vi.restoreAllMocks();
});

async function site(options: { spelling?: 'react' | 'numeric'; renderCache?: false } = {}) {
  const pages = fakePages();
  pages.search = options.spelling ?? 'react';
  const warn = vi.fn();
  const server = await fakeSite(pages, {
    searchParts: fakeSearchParts,
    ...(options.renderCache === false ? { renderCache: false } : {}),
  });
  cleanups.push(server.close);
  server.app.log.warn = warn as never;
  const searchRenders = () => pages.rendered.filter((r) => new URL(r.url).pathname === '/search');
  return { app: server.app, pages, searchRenders, warn };
}

const QUERIES = [
  'карт',
  'договор',
  'нет такого',
  `<script>"x"&'y'</script>`,
  'a+b %20 ё',
  '  ТАРИФ  ',
];
const withoutNonce = (html: string) => {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.replaceAll(nonce, '') : html;
};

describe('/search with the render cache', () => {
  it('answers every query from one kept page per language, the same page a render gives', async () => {
    const { app, searchRenders } = await site();
    const { app: rendering } = await site({ renderCache: false });
    for (const headers of [{}, { cookie: 'lang=en' }]) {
      for (const query of QUERIES) {
        const url = `/search?q=${encodeURIComponent(query)}`;
        const [answer, rendered] = await Promise.all([
          app.inject({ url, headers }),
          rendering.inject({ url, headers }),
        ]);
        expect(answer.statusCode).toBe(200);
        expect(withoutNonce(answer.body), query).toBe(withoutNonce(rendered.body));
        for (const name of ['content-type', 'cache-control', 'x-robots-tag', 'vary', 'etag'])
          expect(answer.headers[name], name).toBe(rendered.headers[name]);
      }
    }
    // One render per language: the kept page, for a query that matches nothing.
    expect(searchRenders().map((r) => new URL(r.url).searchParams.get('q'))).toEqual([
      expect.stringContaining('Zqxj7'),
      expect.stringContaining('Zqxj7'),
    ]);
    expect(app.searchAnswers?.counts).toMatchObject({ kept: 12, refused: 0 });
  });

  it('lists each query’s own script in the CSP (its route data differs per query)', async () => {
    const { app } = await site();
    const one = await app.inject({ url: '/search?q=a' });
    const two = await app.inject({ url: '/search?q=b' });
    expect(one.headers['content-security-policy']).not.toBe(two.headers['content-security-policy']);
    const { createHash } = await import('node:crypto');
    const script = /<script nonce="[^"]+">([^<]*)<\/script>/.exec(two.body)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(two.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('keeps the empty search page too, per language and ?lang=', async () => {
    const { app, searchRenders } = await site();
    for (let i = 0; i < 5; i += 1) {
      for (const url of ['/search', '/search?q=%20%20', '/search?lang=en']) {
        const answer = await app.inject({ url });
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toContain('Введите запрос');
      }
    }
    expect(searchRenders()).toHaveLength(2);
  });

  it('keeps a bounded number of pages whatever the queries', async () => {
    const { app } = await site();
    for (let i = 0; i < 200; i += 1)
      await app.inject({
        url: `/search?q=${Math.random().toString(36).repeat(5)}&lang=${['ru', 'en', 'by', 'xx'][i % 4]}`,
      });
    expect(app.searchAnswers!.pages.size).toBeLessThanOrEqual(6);
    expect(app.renderCache?.size).toBe(0);
  });

  it('renders each query, as before, when the page writes its query in a way the template does not know', async () => {
    const { app, searchRenders, warn } = await site({ spelling: 'numeric' });
    for (const query of ['карт', 'x&y', 'z']) {
      const answer = await app.inject({ url: `/search?q=${encodeURIComponent(query)}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(`<input name="q" value="${query.replace('&', '&amp;')}"/>`);
    }
    expect(searchRenders()).toHaveLength(4); // the page tried as a template, then each query
    expect(app.searchAnswers?.counts.refused).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('SearchAnswers.partsOf', () => {
  const partsWith = (found: (query: string) => number) =>
    vi.fn((lang: 'ru' | 'en', query: string) => ({
      data: JSON.stringify({ lang, query }),
      found: found(query),
      region: vi.fn(() => `<p>${query}</p>`),
    }));

  it('keeps the parts of searches that list many pages, and only those', () => {
    const parts = partsWith((query) => (query.startsWith('broad') ? KEEP_PARTS_FROM_PAGES : 2));
    const search = new SearchAnswers({ parts });
    for (let i = 0; i < 3; i += 1) {
      expect(search.partsOf('ru', 'broad').region()).toBe('<p>broad</p>');
      expect(search.partsOf('ru', 'narrow').region()).toBe('<p>narrow</p>');
    }
    expect(parts.mock.calls.filter(([, query]) => query === 'broad')).toHaveLength(1);
    expect(parts.mock.calls.filter(([, query]) => query === 'narrow')).toHaveLength(3);
    expect(search.partsOf('en', 'broad').data).toBe(JSON.stringify({ lang: 'en', query: 'broad' }));
  });

  it('keeps a bounded number of them, whatever the queries', () => {
    const search = new SearchAnswers({ parts: partsWith(() => 40) });
    for (let i = 0; i < 2_000; i += 1) search.partsOf('ru', `broad ${i} ${'x'.repeat(90)}`);
    expect(search.listed.size).toBeLessThanOrEqual(256);
    expect(search.listed.calculatedSize).toBeLessThanOrEqual(8 * 1024 * 1024);
  });
});
