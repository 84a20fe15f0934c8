import { spawn } from 'node:child_process';
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
      .poll(async () => (await request.get(`http://localhost:${port}/healthz`).catch(() => null))?.status(), { timeout: 15_000 })
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
