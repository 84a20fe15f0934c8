import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { ENGINE } from './helpers/test-database';

describe('HTTP basics', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('GET /api/health answers ok, under any case and with a trailing slash', async () => {
    t = await createTestApp();
    for (const url of ['/api/health', '/API/Health', '/api/health/']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        database: { engine: ENGINE, state: 'ok' },
      });
    }
  });

  it('unknown routes are 404 JSON', async () => {
    t = await createTestApp();
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/health'],
      ['GET', '/'],
      ['PATCH', '/api/admin/news/1'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it('sends HSTS only behind TLS, as the site and console do, or always with HSTS=always', async () => {
    const hsts = async (
      env: Record<string, string>,
      headers: Record<string, string>,
      ip = '127.0.0.1',
    ) => {
      t = await createTestApp(env);
      const response = await t.app.inject({ url: '/api/health', headers, remoteAddress: ip });
      await t.close();
      return response.headers['strict-transport-security'];
    };
    const https = { 'x-forwarded-proto': 'https' };
    expect(await hsts({}, {})).toBeUndefined();
    expect(await hsts({}, https)).toBeUndefined();
    expect(await hsts({ TRUST_PROXY: '127.0.0.1' }, https, '10.0.0.9')).toBeUndefined();
    expect(await hsts({ TRUST_PROXY: '127.0.0.1' }, https)).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hsts({ HSTS: 'always' }, {})).toBe('max-age=31536000; includeSubDomains');
    t = await createTestApp();
  });

  it('sends security headers', async () => {
    t = await createTestApp();
    const { headers } = await t.app.inject({ url: '/api/health' });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('allows cross-origin calls only from ADMIN_ORIGIN', async () => {
    t = await createTestApp({ ADMIN_ORIGIN: 'http://localhost:3002, https://admin.example' });
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/admin/news',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight('https://admin.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/Authorization/i);
    // A news save sends If-Match, and the console reads the ETag the item and the save answer.
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/If-Match/i);
    const item = await t.app.inject({
      url: '/api/admin/news/1',
      headers: { origin: 'https://admin.example' },
    });
    expect(String(item.headers['access-control-expose-headers'])).toMatch(/ETag/i);
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'http://localhost:3002' },
    });
    expect(simple.headers['access-control-allow-origin']).toBe('http://localhost:3002');
  });

  it('serves the OpenAPI description at /api/docs outside production', async () => {
    t = await createTestApp();
    const page = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/admin/news',
        '/api/admin/news/{id}',
        '/api/admin/admins/{id}',
        '/api/sql-explorer/execute',
        '/api/cookie-consent',
        '/api/health',
        '/api/admin/secure',
      ]),
    );
    expect(doc.paths['/api/admin/news']!.post).toMatchObject({
      security: [{ bearerAuth: [] }],
      tags: ['news'],
    });
  });

  it('does not serve /api/docs in production', async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect(t.app.swagger()).toHaveProperty('paths');
  });
});
