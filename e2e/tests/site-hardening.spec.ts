import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { superadminToken } from '../fixtures/admin-api';
import { E2E, expect, test } from '../fixtures';
import { http, rawRequest } from '../fixtures/raw-http';

// Issue 12 against the production build of the site (render cache on, SITE_URL unset).
const port = E2E.ports.site;
const host = `localhost:${port}`;
const get = (target: string, headers: Record<string, string> = {}) =>
  rawRequest(port, http(`GET ${target} HTTP/1.1`, { host, ...headers }));

test.describe('the site names no origin but its own (item 1)', () => {
  const forged: Array<[string, (path: string) => string]> = [
    ['absolute-form', (path) => http(`GET http://evil.example${path} HTTP/1.1`, { host })],
    ['scheme-relative', (path) => http(`GET //evil.example${path} HTTP/1.1`, { host })],
    ['forged Host', (path) => http(`GET ${path} HTTP/1.1`, { host: 'evil.example' })],
    ['X-Forwarded-Host', (path) => http(`GET ${path} HTTP/1.1`, { host, 'x-forwarded-host': 'evil.example' })],
  ];
  for (const [name, request] of forged) {
    test(`${name}: neither that answer nor anyone's after it names the forged origin`, async () => {
      for (const path of ['/news', '/contacts?lang=en', '/', '/sitemap.xml', '/robots.txt']) {
        const answer = await rawRequest(port, request(path));
        expect(answer.status).toBeLessThan(500);
        expect(answer.raw).not.toContain('evil.example');
        for (let i = 0; i < 2; i += 1) {
          const honest = await get(path);
          expect(honest.status).toBe(200);
          expect(honest.raw).not.toContain('evil.example');
          expect(honest.text).toContain(E2E.siteUrl);
        }
      }
      const page = await get('/contacts?lang=en');
      expect(page.text).toContain(`<link rel="canonical" href="${E2E.siteUrl}/contacts?lang=en"/>`);
      expect(page.text).toContain(`property="og:url" content="${E2E.siteUrl}/contacts?lang=en"`);
    });
  }
});

test.describe('malformed requests get a 4xx error page with the security headers (item 10)', () => {
  const cases: Array<[string, string, number]> = [
    ['HTTP/1.0 without Host', 'GET /news HTTP/1.0\r\n\r\n', 400],
    ['a Host with markup', http('GET / HTTP/1.1', { host: `${host}">` }), 400],
    ['TRACE', http('TRACE / HTTP/1.1', { host }), 405],
    ['PUT on a page', http('PUT /news HTTP/1.1', { host, 'content-length': '0' }), 405],
    ['OPTIONS on a page', http('OPTIONS /news HTTP/1.1', { host }), 405],
    ['an undecodable path', http('GET /news/%E0%A4%A HTTP/1.1', { host }), 400],
    ['an authority-form target', http('GET evil.example:443 HTTP/1.1', { host }), 400],
    ['a very long address', http(`GET /news/${'x'.repeat(5000)} HTTP/1.1`, { host }), 414],
    ['CONNECT', http('CONNECT evil.example:443 HTTP/1.1', { host: 'evil.example:443' }), 405],
  ];
  for (const [name, request, status] of cases) {
    test(name, async () => {
      const answer = await rawRequest(port, request);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.text).toContain('Unexpected Application Error');
      expect(answer.text).toContain(`${status} `);
      // In the site's frame.
      expect(answer.text).toMatch(/<header|<footer/);
    });
  }

  test('odd headers and methods never get a 500', async () => {
    for (const request of [
      http('GET /news HTTP/1.1', { host, cookie: 'lang=%E0%A4%A; x' }),
      http('GET /news HTTP/1.1', { host, 'accept-language': ';;q=x,,*;q=-1' }),
      http('GET /news?lang=%E0%A4&page=%00 HTTP/1.1', { host }),
      http('DELETE /api/health HTTP/1.1', { host }),
      http('HEAD / HTTP/1.1', { host }),
      http('OPTIONS * HTTP/1.1', { host }),
    ])
      expect((await rawRequest(port, request)).status).toBeLessThan(500);
  });

  test('/api forwards Expect: 100-continue instead of answering 500', async () => {
    const body = JSON.stringify({
      technical: true,
      functional: false,
      analytics: false,
      marketing: false,
      timestamp: new Date().toISOString(),
      user_uuid: '0b7c7c4e-3a4f-4f3e-9c59-6c1f5f0b8a11',
    });
    const answer = await rawRequest(
      port,
      http('POST /api/cookie-consent HTTP/1.1', { host, 'content-type': 'application/json', 'content-length': String(body.length), expect: '100-continue' }, body),
    );
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(300);
  });
});

test.describe('the render cache (items 8, 12, compression)', () => {
  test('one page for every spelling of its address, and brotli kept with it', async () => {
    await get('/contacts');
    for (const target of ['/contacts?utm_source=x', '/CONTACTS/', '/contacts?fbclid=1&x=2', '//contacts']) {
      const answer = await get(target, { host: `random-${Math.random()}.example` });
      expect(answer.status).toBe(200);
      expect(answer.headers['x-render-cache']).toBe('hit');
    }
    const identity = await get('/contacts');
    const br = await get('/contacts', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-render-cache']).toBe('hit');
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    const revalidated = await get('/contacts', { 'accept-encoding': 'br', 'if-none-match': identity.headers.etag! });
    expect(revalidated.status).toBe(304);
  });

  test('a hostile news title is content on every answer, and the CSP lists only the renderer’s scripts', async ({ request }) => {
    const token = await superadminToken(request);
    const title = `\u0000csp-nonce\u0000 'nonce-x' </title><script>alert(1)</script> ${Date.now()}`;
    const created = await request.post(`${E2E.apiUrl}/api/admin/news`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        slug: `hostile-${Date.now()}`,
        priority: 'A',
        dates: { date: '2030-01-01', startDate: '', expireDate: '' },
        titles: { ru: title, en: title },
        descriptions: { ru: '<p>Текст</p>', en: '' },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      const miss = await get('/news?lang=ru');
      const hit = await get('/news?lang=ru');
      expect(hit.headers['x-render-cache']).toBe('hit');
      expect(hit.body.equals(miss.body)).toBe(true);
      expect(hit.text).not.toContain('<script>alert(1)</script>');
      expect(hit.text).toContain('csp-nonce');
      const policy = hit.headers['content-security-policy']!;
      expect(policy).not.toContain("'nonce-");
      const listed = new Set([...policy.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]));
      // Inline scripts the browser runs; the JSON-LD data block (issue 17) is not one: CSP does
      // not apply to it, so it is neither marked nor listed.
      const scripts = [...hit.body.toString('latin1').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/\ssrc=/.test(attributes!) && !/type="application\/ld\+json"/.test(attributes!))
        .map(([, , text]) => createHash('sha256').update(Buffer.from(text!, 'latin1')).digest('base64'));
      expect(scripts.length).toBeGreaterThan(0);
      expect(new Set(scripts)).toEqual(listed);
    } finally {
      await request.delete(`${E2E.apiUrl}/api/admin/news/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });
});

test('a hung API slows no cached page; a page not cached gets the API’s last answer, or the fallback news for a question never answered, within a second (item 13, issue 24)', async ({ request }) => {
  // A fake API whose news list can stop answering.
  const state = { hang: false, hung: [] as ServerResponse[] };
  // The API's public news calls (issue 24): the version, and the list of one item.
  const item = {
    id: '1',
    slug: 'real-news',
    priority: 'A',
    dates: { date: '2030-01-01', startDate: '', expireDate: '' },
    titles: { ru: 'Настоящая новость', en: 'Real news' },
    excerpts: { ru: 'Текст', en: 'Text' },
    updatedAt: '2029-12-31T10:00:00.000Z',
  };
  const answers: Record<string, unknown> = {
    '/api/news/version': { version: 'n1' },
    '/api/news': { items: [item], total: 1, page: 1, pages: 1 },
    '/api/news/latest': { items: [item], total: 1 },
  };
  const api = createServer((req, res) => {
    if (state.hang) return void state.hung.push(res);
    const answer = answers[new URL(req.url ?? '/', 'http://api.test').pathname];
    if (answer === undefined) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not Found"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const sitePort = E2E.ports.site + 11;
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: fileURLToPath(new URL('../../apps/public-site/', import.meta.url)),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(sitePort), API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}` },
    stdio: 'ignore',
  });
  const at = (target: string) => rawRequest(sitePort, http(`GET ${target} HTTP/1.1`, { host: `localhost:${sitePort}` }));
  try {
    await expect
      .poll(async () => (await request.get(`http://localhost:${sitePort}/healthz`).catch(() => null))?.status(), { timeout: 45_000 })
      .toBe(200);
    for (const path of ['/news', '/contacts']) {
      await at(path);
      expect((await at(path)).text).toContain(path === '/news' ? 'Настоящая новость' : '<h1');
    }
    state.hang = true;
    const times: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const started = Date.now();
      const answer = await at(i % 2 ? '/news' : '/contacts');
      times.push(Date.now() - started);
      expect(answer.status).toBe(200);
      if (i % 2) expect(answer.text).toContain('Настоящая новость');
    }
    times.sort((a, b) => a - b);
    // At once rather than after the API's 10 s (the figures are pnpm bench:reliability's).
    expect(times[98]).toBeLessThan(1000);
    // A page not cached (another language) asks what /news asked: the API's last answer to it
    // (issue 24), at once.
    let started = Date.now();
    const miss = await at('/news?lang=en');
    expect(miss.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(miss.text).toContain('Real news');
    // A question the API never answered: the bundled fallback news under the API's visibility
    // rule (issue 14: the bundled item's window is over, so the list is empty on every page alike).
    started = Date.now();
    const never = await at('/news?sort=oldest&lang=en');
    expect(never.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(never.text).toContain('There is no news yet.');
    expect(never.text).not.toContain('Real news');
  } finally {
    child.kill('SIGTERM');
    for (const response of state.hung) response.destroy();
    api.closeAllConnections();
    api.close();
  }
});
