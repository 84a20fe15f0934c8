import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { servePage } from './page-route';
import { createNewsVersion, langCookieFor, RenderCache, renderCacheKey } from './render-cache';
import { registerSecurityHeaders } from './security-headers';

const page = (overrides: Partial<{ template: string; newsVersion: string }> = {}) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as Array<[string, string]>,
  template: 'x',
  etag: 'W/"x"',
  newsVersion: 'v1',
  ...overrides,
});

describe('RenderCache', () => {
  it('keeps the most recently used pages within its bound', () => {
    const cache = new RenderCache({ maxEntries: 2 });
    cache.set('a', page());
    cache.set('b', page());
    expect(cache.get('a', 'v1')).toBeDefined(); // a is now the most recent
    cache.set('c', page());
    expect(cache.size).toBe(2);
    expect(cache.get('b', 'v1')).toBeUndefined();
    expect(cache.get('a', 'v1')).toBeDefined();
    expect(cache.get('c', 'v1')).toBeDefined();
  });

  it('drops a page after its TTL or when the news changed', () => {
    let now = 0;
    const cache = new RenderCache({ ttlMs: 1000, now: () => now });
    cache.set('a', page());
    now = 999;
    expect(cache.get('a', 'v1')).toBeDefined();
    expect(cache.get('a', 'v2')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('a', page());
    now = 2000;
    expect(cache.get('a', 'v1')).toBeUndefined();
    expect(cache.hits).toBe(1);
    expect(cache.misses).toBe(2);
  });
});

describe('renderCacheKey', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({
      method,
      url,
      headers,
      protocol: 'http',
      host: headers.host ?? 'site.test',
    }) as unknown as FastifyRequest;

  it('keys by origin too when asked (no SITE_URL: links name the request origin)', () => {
    const forged = request('/news', { host: 'evil.test' });
    expect(renderCacheKey(forged, true)).toBe(renderCacheKey(request('/news'), true));
    expect(renderCacheKey(forged, true, true)).toBe('http://evil.test\n/news\n\nru\nh');
    expect(renderCacheKey(forged, true, true)).not.toBe(
      renderCacheKey(request('/news'), true, true),
    );
  });

  it('keys GET pages by path, lang query, language and hydrate flag', () => {
    expect(renderCacheKey(request('/news'), true)).toBe('/news\n\nru\nh');
    expect(renderCacheKey(request('/news', { 'accept-language': 'en-GB,en;q=0.9' }), true)).toBe(
      '/news\n\nen\nh',
    );
    expect(renderCacheKey(request('/news', { cookie: 'lang=en' }), false)).toBe('/news\n\nen\ns');
    expect(renderCacheKey(request('/news?lang=en'), true)).toBe('/news\nen\nen\nh');
  });

  it('does not cache other methods nor queries other than lang', () => {
    expect(renderCacheKey(request('/news', {}, 'POST'), true)).toBeNull();
    expect(renderCacheKey(request('/news', {}, 'HEAD'), true)).toBeNull();
    expect(renderCacheKey(request('/news?page=2'), true)).toBeNull();
    expect(renderCacheKey(request('/search?q=x&lang=en'), true)).toBeNull();
  });
});

describe('createNewsVersion', () => {
  it('fingerprints the news list, shares one request between concurrent callers and sees changes', async () => {
    let body = '{"a":1}';
    const fetch = vi.fn(async () => new Response(body, { status: 200 }));
    const version = createNewsVersion({ apiUrl: 'http://api', fetch, now: () => 0 });
    const [a, b] = await Promise.all([version(), version()]);
    expect(a).toBe(b);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('http://api/api/admin/news', expect.anything());
    expect(await version()).toBe(a);
    body = '{"a":2}';
    expect(await version()).not.toBe(a);
  });

  it('makes a caller who arrives after a check started wait for a new one (a write is seen at once)', async () => {
    let now = 0;
    let release: (() => void) | undefined;
    const fetch = vi.fn(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return new Response(String(fetch.mock.calls.length));
    });
    const version = createNewsVersion({ apiUrl: 'http://api', fetch, now: () => now });
    const early = version();
    now = 1;
    const late = version();
    release!();
    const first = await early;
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    release!();
    expect(await late).not.toBe(first);
  });

  it('is "unavailable" while the API does not answer, and recovers when it does', async () => {
    let up = false;
    const fetch = vi.fn(async () => {
      if (!up) throw new Error('ECONNREFUSED');
      return new Response('{}');
    });
    const version = createNewsVersion({ apiUrl: 'http://api', fetch });
    expect(await version()).toBe('unavailable');
    up = true;
    expect(await version()).toMatch(/^[\w-]{27}$/);
  });

  it('reuses a recent fingerprint within the interval', async () => {
    let now = 0;
    const fetch = vi.fn(async () => new Response('{}'));
    const version = createNewsVersion({
      apiUrl: 'http://api',
      fetch,
      intervalMs: 500,
      now: () => now,
    });
    await version();
    now = 400;
    await version();
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 600;
    await version();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

/** The site's page route on a fake renderer whose page shows the news and uses the nonce. */
function site(options: { setCookie?: boolean | 'lang'; gate?: Promise<void> } = {}) {
  const state = { news: 'first news', renders: 0 };
  const cache = new RenderCache();
  const app = Fastify();
  registerSecurityHeaders(app, 'tls');
  app.all('/*', (request, reply) =>
    servePage(request, reply, {
      cache,
      hydrate: true,
      newsVersion: async () => state.news,
      render: async () => {
        state.renders += 1;
        await options.gate;
        const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
        if (options.setCookie === 'lang') {
          // What the root loader does: the cookie of a ?lang= that differs from the visitor's.
          const cookie = langCookieFor(request);
          if (cookie) headers.set('set-cookie', cookie);
        } else if (options.setCookie) headers.set('set-cookie', 'lang=en; Path=/');
        return new Response(
          `<!DOCTYPE html><html><body><p>${state.news} №${state.renders}</p><script nonce="${request.cspNonce}">window.x={"nonce":"${request.cspNonce}"}</script></body></html>`,
          { headers },
        );
      },
    }),
  );
  return { app, state, cache };
}

const nonceIn = (body: string) => /<script nonce="([^"]+)">/.exec(body)?.[1];

describe('render cache on the page route', () => {
  it('renders a page once and answers the next request from the cache', async () => {
    const { app, state } = site();
    const first = await app.inject({ url: '/news' });
    expect(first.headers['x-render-cache']).toBe('miss');
    const second = await app.inject({ url: '/news' });
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(state.renders).toBe(1);
    expect(second.body).toContain('first news №1');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await app.inject({
      url: '/news',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('gives a cached page a fresh nonce, in the page and in its CSP', async () => {
    const { app } = site();
    const first = await app.inject({ url: '/' });
    const second = await app.inject({ url: '/' });
    expect(second.headers['x-render-cache']).toBe('hit');
    const nonce = nonceIn(second.body);
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(nonceIn(first.body));
    expect(second.body).toContain(`window.x={"nonce":"${nonce}"}`);
    expect(second.body).not.toContain(nonceIn(first.body));
    expect(second.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('lets requests that miss together wait for one render, each with its own nonce', async () => {
    let open!: () => void;
    const { app, state } = site({ gate: new Promise<void>((resolve) => (open = resolve)) });
    const answers = Array.from({ length: 5 }, () => app.inject({ url: '/news' }));
    await vi.waitFor(() => expect(state.renders).toBe(1));
    open();
    const responses = await Promise.all(answers);
    expect(state.renders).toBe(1);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.filter((r) => r.headers['x-render-cache'] === 'miss')).toHaveLength(1);
    const nonces = new Set(responses.map((response) => nonceIn(response.body)));
    expect(nonces.size).toBe(5);
    for (const response of responses) expect(response.body).toContain('first news №1');
  });

  it('lets waiting requests render themselves when the shared render cannot be stored', async () => {
    let open!: () => void;
    const { app, state } = site({
      setCookie: true,
      gate: new Promise<void>((resolve) => (open = resolve)),
    });
    const answers = Array.from({ length: 3 }, () => app.inject({ url: '/news' }));
    await vi.waitFor(() => expect(state.renders).toBe(1));
    open();
    const responses = await Promise.all(answers);
    expect(state.renders).toBe(3);
    for (const response of responses) expect(response.headers['set-cookie']).toBeDefined();
  });

  it('renders again when the news change', async () => {
    const { app, state } = site();
    await app.inject({ url: '/news' });
    state.news = 'second news';
    const after = await app.inject({ url: '/news' });
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.body).toContain('second news №2');
    expect((await app.inject({ url: '/news' })).headers['x-render-cache']).toBe('hit');
  });

  it('keeps languages apart and leaves other queries and cookie-setting pages uncached', async () => {
    const { app, state } = site();
    await app.inject({ url: '/news' });
    const english = await app.inject({ url: '/news', headers: { 'accept-language': 'en' } });
    expect(english.headers['x-render-cache']).toBe('miss');
    const search = await app.inject({ url: '/search?q=card' });
    expect(search.headers['x-render-cache']).toBeUndefined();
    await app.inject({ url: '/search?q=card' });
    expect(state.renders).toBe(4);

    // A cookie other than the request's own language cookie keeps the page out of the cache.
    const cookies = site({ setCookie: true });
    await cookies.app.inject({ url: '/?lang=en' });
    const again = await cookies.app.inject({ url: '/?lang=en' });
    expect(again.headers['x-render-cache']).toBe('miss');
    expect(again.headers['set-cookie']).toEqual(['lang=en; Path=/']);
    expect(cookies.cache.size).toBe(0);
  });

  it('stores a ?lang= page without its language cookie and gives each answer the cookie it needs', async () => {
    const { app, state } = site({ setCookie: 'lang' });
    const cookieOf = (response: { headers: Record<string, unknown> }) =>
      [response.headers['set-cookie']].flat().filter(Boolean).join('\n');
    const first = await app.inject({ url: '/news?lang=en' });
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(cookieOf(first)).toMatch(/^lang=en; Path=\//);
    const fresh = await app.inject({ url: '/news?lang=en' });
    expect(fresh.headers['x-render-cache']).toBe('hit');
    expect(cookieOf(fresh)).toBe(cookieOf(first));
    const same = await app.inject({ url: '/news?lang=en', headers: { cookie: 'lang=en' } });
    expect(same.headers['x-render-cache']).toBe('hit');
    expect(cookieOf(same)).toBe('');
    const other = await app.inject({ url: '/news?lang=en', headers: { cookie: 'lang=ru' } });
    expect(other.headers['x-render-cache']).toBe('hit');
    expect(cookieOf(other)).toMatch(/^lang=en; /);
    expect(state.renders).toBe(1);
  });
});
