// @vitest-environment node
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAnswer } from './page-answer';
import { pageRequest, type PageRequest } from './page-request';
import { RenderCache } from './render-cache';
import { fakePages, fakeSite, SITE_ORIGIN } from './test-site';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const answer = (text = 'x') =>
  pageAnswer(200, [['content-type', 'text/html']], Buffer.from(text), 'n');
const about = { newsVersion: 'v1', request: pageRequest('/', {}) as PageRequest };

describe('RenderCache', () => {
  it('keeps a page asked for twice through a flood of pages asked for once', () => {
    const cache = new RenderCache({ maxEntries: 10 });
    cache.set('/contacts', answer(), about);
    expect(cache.get('/contacts')).toBeDefined(); // second request: protected
    for (let i = 0; i < 1000; i += 1) cache.set(`/news/${i}`, answer(), about);
    expect(cache.get('/contacts')).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(10);
  });

  it('bounds the bytes it holds, compressed copies included', () => {
    const cache = new RenderCache({ maxEntries: 1000, maxBytes: 100_000 });
    for (let i = 0; i < 200; i += 1) cache.set(`/p/${i}`, answer(`${i}`.repeat(3000)), about);
    expect(cache.size).toBeLessThan(60);
  });

  it('tells a page past its TTL', () => {
    let now = 0;
    const cache = new RenderCache({ ttlMs: 1000, now: () => now });
    const page = cache.set('/', answer(), about);
    now = 999;
    expect(cache.isFresh(page)).toBe(true);
    now = 1000;
    expect(cache.isFresh(page)).toBe(false);
  });
});

/** The renders of pages (not of the error pages rendered at start). */
const pageRenders = (pages: ReturnType<typeof fakePages>) =>
  pages.rendered.filter((request) => !request.url.endsWith('/__error'));

async function site(options: Parameters<typeof fakeSite>[1] = {}) {
  const pages = fakePages();
  const server = await fakeSite(pages, options);
  cleanups.push(server.close);
  return { app: server.app, pages };
}

describe('render cache on the page route', () => {
  it('renders every search results page with its query and stores none (noindex)', async () => {
    const { app, pages } = await site();
    for (const query of ['карт', 'карт', 'тариф']) {
      const answer = await app.inject({ url: `/search?q=${encodeURIComponent(query)}&utm=1` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-render-cache']).toBe('miss');
      // Never stored by a browser or a proxy either, and said to robots in a header too.
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex');
    }
    const rendered = pageRenders(pages).map((request) => new URL(request.url).search);
    expect(rendered).toEqual([
      `?q=${encodeURIComponent('карт')}`,
      `?q=${encodeURIComponent('карт')}`,
      `?q=${encodeURIComponent('тариф')}`,
    ]);
  });

  it('renders a page once, then answers from the cache with the same bytes, ETag and 304', async () => {
    const { app, pages } = await site();
    const first = await app.inject({ url: '/news' });
    expect(first.headers['x-render-cache']).toBe('miss');
    const second = await app.inject({ url: '/news' });
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(pageRenders(pages)).toHaveLength(1);
    const revalidated = await app.inject({
      url: '/news',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
  });

  it('keeps brotli and gzip copies with the page and sends the one the client prefers', async () => {
    const { app } = await site();
    const identity = await app.inject({ url: '/news' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    const br = await app.inject({
      url: '/news',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-render-cache']).toBe('hit');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const gzip = await app.inject({
      url: '/news',
      headers: { 'accept-encoding': 'br;q=0.5, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    expect(br.headers.etag).toBe(identity.headers.etag);
    const revalidated = await app.inject({
      url: '/news',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(identity.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('is not bypassed by query parameters the page does not read, nor by Host, case or slashes', async () => {
    const { app, pages } = await site();
    await app.inject({ url: '/contacts' });
    for (let i = 0; i < 50; i += 1) {
      const answer = await app.inject({
        url: [`/contacts?utm=${i}`, `/CONTACTS/?x=${i}`, `//contacts?${i}`][i % 3]!,
        headers: { host: `random-${i}.example` },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-render-cache']).toBe('hit');
    }
    expect(pageRenders(pages)).toHaveLength(1);
  });

  it('keeps each page and order of the news list apart, and stores no page that names another', async () => {
    const { app, pages } = await site();
    await app.inject({ url: '/news?page=2' });
    expect((await app.inject({ url: '/news?page=2&utm=1' })).headers['x-render-cache']).toBe('hit');
    expect((await app.inject({ url: '/news?page=3' })).headers['x-render-cache']).toBe('miss');
    // Page 99 shows (and names) page 3: a duplicate, rendered but never stored.
    for (let i = 0; i < 3; i += 1)
      expect((await app.inject({ url: `/news?page=${99 + i}` })).headers['x-render-cache']).toBe(
        'miss',
      );
    expect(app.renderCache?.size).toBe(2);
    expect(pageRenders(pages)).toHaveLength(5);
  });

  it('answers made-up addresses with the kept 404 page: no render each, nothing stored', async () => {
    const { app, pages } = await site();
    for (let i = 0; i < 50; i += 1) {
      const answer = await app.inject({ url: `/nothing-here-${i}/${i}` });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain('Unexpected Application Error');
    }
    // The one render: the error page (plus the socket refusals' pages rendered at start).
    expect(pages.rendered.filter((r) => r.url.endsWith('/__error'))).toHaveLength(5);
    expect(pageRenders(pages)).toHaveLength(0);
    expect(app.renderCache?.size).toBe(0);
  });

  it('keeps what visitors ask for again through a flood of new addresses', async () => {
    const { app } = await site({ renderCache: { maxEntries: 20 } });
    await app.inject({ url: '/contacts' });
    await app.inject({ url: '/contacts' });
    for (let i = 0; i < 300; i += 1) await app.inject({ url: `/news/flood-${i}` });
    expect((await app.inject({ url: '/contacts' })).headers['x-render-cache']).toBe('hit');
  });

  it('lets requests that miss together wait for one render', async () => {
    const pages = fakePages();
    const server = await fakeSite(pages);
    cleanups.push(server.close);
    await server.app.ready();
    let open!: () => void;
    pages.gate = new Promise<void>((resolve) => (open = resolve));
    const before = pages.rendered.length;
    const answers = Array.from({ length: 5 }, () => server.app.inject({ url: '/news' }));
    await vi.waitFor(() => expect(pages.rendered.length).toBe(before + 1));
    open();
    const responses = await Promise.all(answers);
    expect(pages.rendered.length).toBe(before + 1);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.filter((r) => r.headers['x-render-cache'] === 'miss')).toHaveLength(1);
  });

  it('stores a ?lang= page once and gives each answer the language cookie its request needs', async () => {
    const { app, pages } = await site();
    const cookieOf = (response: { headers: Record<string, unknown> }) =>
      [response.headers['set-cookie']].flat().filter(Boolean).join('\n');
    const first = await app.inject({ url: '/news?lang=en' });
    expect(cookieOf(first)).toMatch(/^lang=en; Path=\//);
    const same = await app.inject({ url: '/news?lang=en', headers: { cookie: 'lang=en' } });
    expect(same.headers['x-render-cache']).toBe('hit');
    expect(cookieOf(same)).toBe('');
    const other = await app.inject({ url: '/news?lang=EN', headers: { cookie: 'lang=ru' } });
    expect(other.headers['x-render-cache']).toBe('hit');
    expect(cookieOf(other)).toMatch(/^lang=en; /);
    expect(pages.rendered.filter((r) => r.url.includes('/news'))).toHaveLength(1);
  });
});

describe('React Router’s own requests', () => {
  it('passes route data and route discovery through as asked, on the site origin, uncached', async () => {
    const { app, pages } = await site();
    for (const url of [
      '/news.data?_routes=routes%2Fnews&page=2',
      '/__manifest?p=%2Fnews&version=abc',
    ]) {
      const answer = await app.inject({
        url,
        headers: { host: 'evil.example', cookie: 'lang=en; session=x', 'user-agent': 'x' },
      });
      expect(answer.headers['x-render-cache']).toBeUndefined();
      const rendered = pages.rendered.at(-1)!;
      expect(rendered.url).toBe(`${SITE_ORIGIN}${url}`);
      expect(rendered.headers.get('cookie')).toBe('lang=en; session=x');
      expect(rendered.headers.get('user-agent')).toBeNull();
    }
  });
});

describe('CSP of cached pages (issue 12, item 8)', () => {
  const hostileTitles = [
    '\u0000csp-nonce\u0000',
    'x\u0000csp-nonce\u0000y \u0000csp-nonce\u0000',
    '\'nonce-abc\' nonce="abc"',
    '</title><script>alert(1)</script>',
    '"><script nonce="">alert(1)</script>',
    '\u2028\u2029 </script> \\u003c',
  ];

  it('never puts a nonce into a page or policy: content keeps its bytes, scripts are listed by hash', async () => {
    for (const title of hostileTitles) {
      const pages = fakePages();
      pages.content.title = title;
      // Content that slipped a script through (it must not run).
      pages.content.html =
        '<script>alert("injected")</script><script nonce="guess">alert(2)</script>';
      const server = await fakeSite(pages);
      cleanups.push(server.close);
      const miss = await server.app.inject({ url: '/news' });
      const hit = await server.app.inject({ url: '/news' });
      expect(hit.headers['x-render-cache']).toBe('hit');
      expect(hit.body).toBe(miss.body);
      const escaped = title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      expect(hit.body).toContain(`<title>${escaped}</title>`);
      expect(hit.body).toContain(`<h1>${escaped}</h1>`);
      expect(hit.body).toContain(`<meta property="og:title" content="${escaped}"/>`);
      const policy = String(hit.headers['content-security-policy']);
      expect(policy).not.toContain("'nonce-");
      const hashes = [...policy.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
      // Exactly the renderer's two scripts, not the injected ones.
      const rendered = [
        ...hit.body.matchAll(/<script nonce="([^"]+)">([\s\S]*?)<\/script>/g),
      ].filter(([, nonce]) => nonce !== 'guess');
      expect(rendered).toHaveLength(2);
      expect(new Set(hashes)).toEqual(
        new Set(rendered.map(([, , text]) => createHash('sha256').update(text!).digest('base64'))),
      );
      const injected = createHash('sha256').update('alert("injected")').digest('base64');
      expect(hashes).not.toContain(injected);
    }
  });

  it('names the render nonce nowhere in the policy, so a page’s visible nonce is of no use', async () => {
    const { app } = await site();
    const page = await app.inject({ url: '/contacts' });
    const nonce = /<script nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(String(page.headers['content-security-policy'])).not.toContain(nonce);
    expect(page.body).toContain(SITE_ORIGIN);
  });
});
