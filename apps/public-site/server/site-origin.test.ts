// @vitest-environment node
// Issue 12, item 1: no request may make another visitor's page name an origin other than the
// site's own. Raw HTTP: fetch cannot send absolute-form targets.
import { afterEach, describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin';
import { fakePages, fakeSite, get, listen, rawRequest, SITE_ORIGIN } from './test-site';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('siteOrigin', () => {
  it('is SITE_URL when set, else the origin npm start prints', () => {
    expect(siteOrigin('https://www.example.by/', 'localhost', 3000)).toBe('https://www.example.by');
    expect(siteOrigin(null, 'localhost', 3000)).toBe('http://localhost:3000');
    expect(siteOrigin(null, '0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(siteOrigin(null, '::', 8080)).toBe('http://localhost:8080');
    expect(siteOrigin(null, '192.168.1.5', 80)).toBe('http://192.168.1.5');
    expect(siteOrigin(null, '::1', 3000)).toBe('http://[::1]:3000');
  });
});

const hostile = [
  [
    'an absolute-form target',
    (path: string) =>
      `GET http://evil.example${path} HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`,
  ],
  [
    'an https absolute-form target',
    (path: string) =>
      `GET https://evil.example${path} HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`,
  ],
  [
    'a scheme-relative target',
    (path: string) =>
      `GET //evil.example${path} HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`,
  ],
  [
    'a backslash target',
    (path: string) =>
      `GET /\\evil.example${path} HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`,
  ],
  [
    'a forged Host',
    (path: string) => `GET ${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
  ],
  [
    'a forged X-Forwarded-Host from a trusted proxy',
    (path: string) =>
      `GET ${path} HTTP/1.1\r\nHost: localhost:3000\r\nX-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: https\r\nConnection: close\r\n\r\n`,
  ],
] as const;

describe('the site origin is decided once, never from a request', () => {
  it.each(hostile)('%s cannot put its origin into any page, cached or not', async (_, request) => {
    const pages = fakePages();
    const site = await fakeSite(pages, { trustProxy: true });
    cleanups.push(site.close);
    const port = await listen(site.app);
    for (const path of ['/news', '/contacts?lang=en', '/robots.txt']) {
      const forged = await rawRequest(port, request(path));
      expect(forged.status).toBeLessThan(500);
      expect(forged.raw).not.toContain('evil.example');
      for (let i = 0; i < 2; i += 1) {
        const honest = await get(port, path);
        expect(honest.status).toBe(200);
        expect(honest.raw).not.toContain('evil.example');
        expect(honest.body).toContain(SITE_ORIGIN);
      }
    }
    // Whatever arrived, the renderer only ever saw the site's own origin.
    expect(new Set(pages.rendered.map((r) => new URL(r.url).origin))).toEqual(
      new Set([SITE_ORIGIN]),
    );
  });

  it('serves an absolute-form target as its path and a scheme-relative one as a path of the site', async () => {
    const pages = fakePages();
    const site = await fakeSite(pages);
    cleanups.push(site.close);
    const port = await listen(site.app);
    const absolute = await rawRequest(
      port,
      'GET http://evil.example/news HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n',
    );
    expect(absolute.status).toBe(200);
    expect(absolute.body).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/news"/>`);
    // //evil.example/contacts is the path /evil.example/contacts here: no such page.
    const relative = await get(port, '//evil.example/contacts?lang=en');
    expect(relative.status).toBe(404);
    expect(relative.body).toContain('Unexpected Application Error');
  });

  it('sends robots.txt with the site origin whatever the Host', async () => {
    const site = await fakeSite(fakePages());
    cleanups.push(site.close);
    const port = await listen(site.app);
    const robots = await get(port, '/robots.txt', { host: 'evil.example' });
    expect(robots.body).toBe(`Sitemap: ${SITE_ORIGIN}/sitemap.xml\n`);
  });
});
