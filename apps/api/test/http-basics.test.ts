import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

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
        database: { engine: 'sqlite', state: 'ok' },
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

  it('answers an unexpected failure with 500 and a generic message, never the cause', async () => {
    t = await createTestApp();
    t.app.sqlite.close();
    const response = await t.app.inject({ url: '/api/admin/news' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: 'Внутренняя ошибка сервера' });
  });

  it('shuts down gracefully: finishes the request in flight, then kills the SQL child and closes the database', async () => {
    // A long SQL timeout, and a statement that lasts exactly as long as the test wants: an insert
    // waiting for a write lock held here, released only once closing has begun. (A long-running
    // count could outlast the tests' 1.5 s timeout on a loaded machine, or end before closing.)
    t = await createTestApp({ SQL_TIMEOUT_MS: '15000' });
    const { token } = await superadmin(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const call = (sql: string) =>
      fetch(`http://127.0.0.1:${port}/api/sql-explorer/execute`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ sql }),
      });
    await call('SELECT 1');
    const pid = t.app.sqlRunner.pid!;
    const lock = new Database(t.config.databasePath);
    lock.exec('BEGIN IMMEDIATE');
    let settled = false;
    const slow = call("INSERT INTO seed_state (step, done_at) VALUES ('in-flight', 'now')").finally(
      () => {
        settled = true;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closing = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    expect(t.app.sqlite.open).toBe(true);
    lock.exec('ROLLBACK');
    lock.close();
    await closing;
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ affectedRows: 1 });
    expect(t.app.sqlite.open).toBe(false);
    expect(() => process.kill(pid, 0)).toThrow();
    const reopened = new Database(t.config.databasePath, { readonly: true });
    expect(reopened.prepare("SELECT step FROM seed_state WHERE step = 'in-flight'").all()).toEqual([
      { step: 'in-flight' },
    ]);
    reopened.close();
  });
});
