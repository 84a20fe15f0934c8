// @vitest-environment node
// The console's server: security headers on every answer, no path outside dist/ served.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleServer, HSTS_VALUE } from './serve.mjs';

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A console on a free port over a small dist/, with a secret file beside dist/. */
async function startConsole(options = {}) {
  const root = mkdtempSync(join(tmpdir(), 'console-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: 'http://localhost:3001' }));
  writeFileSync(join(root, 'secret.txt'), 'SECRET');
  const server = createConsoleServer({ dist, ...options });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () => new Promise((resolve) => server.close(resolve)),
    () => rmSync(root, { recursive: true, force: true }),
  );
  return server.address().port;
}

/** A raw GET: the path is sent exactly as given (no URL normalisation). */
function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('console server', () => {
  it('sends a CSP with self-only scripts and the configured API origin for connections', async () => {
    const port = await startConsole({ apiUrl: 'https://api.example.by/base' });
    for (const path of ['/administrator', '/assets/app.js', '/config.json']) {
      const answer = await get(port, path);
      expect(answer.status).toBe(200);
      const policy = answer.headers['content-security-policy'];
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(policy).toContain("connect-src 'self' https://api.example.by;");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('takes the API origin from dist/config.json when PUBLIC_API_URL is not set', async () => {
    const port = await startConsole();
    const answer = await get(port, '/administrator');
    expect(answer.headers['content-security-policy']).toContain(
      "connect-src 'self' http://localhost:3001;",
    );
  });

  it('answers config.json with the addresses it was given, over those of the file', async () => {
    const plain = await startConsole();
    expect(JSON.parse((await get(plain, '/config.json')).body)).toEqual({
      apiBaseUrl: 'http://localhost:3001',
    });
    const site = await startConsole({ siteUrl: 'https://fuelcard.example.by' });
    expect(JSON.parse((await get(site, '/config.json')).body)).toEqual({
      apiBaseUrl: 'http://localhost:3001',
      siteUrl: 'https://fuelcard.example.by',
    });
    const both = await startConsole({
      apiUrl: 'https://api.example.by',
      siteUrl: 'https://fuelcard.example.by',
    });
    expect(JSON.parse((await get(both, '/config.json')).body)).toEqual({
      apiBaseUrl: 'https://api.example.by',
      siteUrl: 'https://fuelcard.example.by',
    });
  });

  it('sends HSTS behind TLS from a trusted proxy, or always when told', async () => {
    const untrusted = await startConsole();
    expect(
      (await get(untrusted, '/', { 'x-forwarded-proto': 'https' })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    const trusted = await startConsole({ trustProxy: true });
    expect(
      (await get(trusted, '/', { 'x-forwarded-proto': 'https' })).headers[
        'strict-transport-security'
      ],
    ).toBe(HSTS_VALUE);
    const always = await startConsole({ hsts: 'always' });
    expect((await get(always, '/')).headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
  ])('never serves a file outside dist/ for %s', async (path) => {
    const port = await startConsole();
    const answer = await get(port, path);
    expect(answer.body).not.toContain('SECRET');
    expect(answer.status).toBeLessThan(500);
  });
});
