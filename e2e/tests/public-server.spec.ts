import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { E2E, expect, test } from '../fixtures';

// Visitors with a Russian browser unless a journey says otherwise.
test.use({ locale: 'ru-RU' });

const siteDir = fileURLToPath(new URL('../../apps/public-site/', import.meta.url));

/** A second site server of the production build with its own settings; stopped with SIGTERM. */
function startSite(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: siteDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), API_URL: E2E.apiUrl, ...env },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited };
}

test('HYDRATE=false serves the same pages without client scripts, and SIGTERM stops the server cleanly', async ({ request }) => {
  const port = E2E.ports.site + 10;
  const server = startSite(port, { HYDRATE: 'false' });
  try {
    await expect
      .poll(async () => (await request.get(`http://localhost:${port}/healthz`).catch(() => null))?.status(), { timeout: 45_000 })
      .toBe(200);
    const html = await (await request.get(`http://localhost:${port}/news?lang=ru`)).text();
    expect(html).toContain('<h1');
    expect(html).toContain('Новости');
    // The structured data is a JSON-LD data block, not a script the browser runs (issue 17).
    expect(html).toContain('<script type="application/ld+json">');
    expect(html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, '')).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    const hydrated = await (await request.get(`${E2E.siteUrl}/news?lang=ru`)).text();
    expect(hydrated).toContain('<script');
  } finally {
    server.child.kill('SIGTERM');
  }
  expect(await server.exited).toBe(0);
});

/** A GET with a Host header of our choosing (fetch and Playwright keep their own). */
function getWithHost(port: number, path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

test('without SITE_URL a forged Host gets the site\'s own links and cannot put its host into anyone\'s page', async () => {
  const port = E2E.ports.site;
  const path = '/contacts?lang=en';
  const forged = await getWithHost(port, path, 'evil.example');
  expect(forged).not.toContain('evil.example');
  expect(forged).toContain(`href="http://localhost:${port}/contacts`);
  for (let i = 0; i < 2; i += 1) {
    const honest = await getWithHost(port, path, `localhost:${port}`);
    expect(honest).not.toContain('evil.example');
    expect(honest).toContain(`href="http://localhost:${port}/contacts`);
  }
});

/** A page's HTML without its render nonce (each render has its own). */
const withoutNonce = (html: string) => {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.replaceAll(nonce, '') : html;
};

// Issue 23: /search?q= and /news/{unknown} are answered from pages the site keeps (ADR
// public-site-0008). What a visitor gets must be what a render of that address gives: the
// production build with RENDER_CACHE=off (every page rendered) on the same origin is the
// reference, byte for byte but the nonce, with the same status and headers.
test('a search and a news address of no item are the very pages a render gives, from kept pages', async ({ request }) => {
  const port = E2E.ports.site + 11;
  const server = startSite(port, { RENDER_CACHE: 'off', SITE_URL: E2E.siteUrl });
  try {
    await expect
      .poll(async () => (await request.get(`http://localhost:${port}/healthz`).catch(() => null))?.status(), { timeout: 45_000 })
      .toBe(200);
    const paths = [
      '/search?q=карт',
      '/search?q=договор&lang=en',
      '/search?q=privacy&lang=en',
      `/search?q=${encodeURIComponent(`</script><script>alert("x")</script> & 'ё' \u2028 %41+`)}`,
      '/search?q=RouteCard',
      '/search?q=zzqx-nothing',
      '/search',
      '/search?q=%20%20&lang=en',
      '/news/no-such-item-e2e',
      '/news/another-missing-one?lang=en',
    ];
    for (const path of paths) {
      for (const headers of [{ 'accept-language': 'ru' }, { cookie: 'lang=en' }] as Record<string, string>[]) {
        // Twice on the site: the second answer comes from what it keeps.
        await request.get(`${E2E.siteUrl}${path}`, { headers });
        const kept = await request.get(`${E2E.siteUrl}${path}`, { headers });
        const rendered = await request.get(`http://localhost:${port}${path}`, { headers });
        const where = `${path} ${JSON.stringify(headers)}`;
        expect(kept.headers()['x-render-cache'], where).toBe('hit');
        expect(kept.status(), where).toBe(rendered.status());
        expect(withoutNonce(await kept.text()), where).toBe(withoutNonce(await rendered.text()));
        for (const name of ['content-type', 'cache-control', 'x-robots-tag', 'vary', 'etag'])
          expect(kept.headers()[name], `${where} ${name}`).toBe(rendered.headers()[name]);
        // The route data names the render's nonce: the CSP lists each answer's own scripts.
        const policy = (answer: typeof kept) => answer.headers()['content-security-policy']!;
        const withoutHashes = (csp: string) => csp.replace(/ 'sha256-[^']+'/g, '');
        expect(withoutHashes(policy(kept)), where).toBe(withoutHashes(policy(rendered)));
        const scripts = [...(await kept.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
          ([, attributes]) => attributes!.includes(' nonce="') && !/\ssrc=/.test(attributes!),
        );
        const hashes = scripts.map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
        expect(policy(kept).match(/'sha256-[^']+'/g)!.sort(), where).toEqual([...new Set(hashes)].sort());
      }
    }
  } finally {
    server.child.kill('SIGTERM');
  }
  expect(await server.exited).toBe(0);
});
