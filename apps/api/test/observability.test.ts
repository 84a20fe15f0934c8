import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, SUPERADMIN, type TestApp } from './helpers/test-app';
import { ENGINE } from './helpers/test-database';

describe('metrics and request ids', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const metrics = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ url: '/metrics', headers, remoteAddress });

  it('serves Prometheus metrics to loopback: requests by route and status, sign-ins, news list, database', async () => {
    t = await createTestApp();
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'x', password: 'y' },
    });
    const list = await t.app.inject({ url: '/api/admin/news' });
    await t.app.inject({
      url: '/api/admin/news',
      headers: { 'if-none-match': list.headers.etag as string },
    });
    const response = await metrics();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    /** A sample of `name` with these labels (in any order) and a value matching `value`. */
    const sample = (name: string, labels: Record<string, string>, value = /^\d/) =>
      text.split('\n').some((line) => {
        const match = /^([a-z_]+)\{(.*)\} (.+)$/.exec(line);
        if (!match || match[1] !== name) return false;
        const pairs = match[2]!;
        return (
          Object.entries(labels).every(([key, wanted]) => pairs.includes(`${key}="${wanted}"`)) &&
          value.test(match[3]!)
        );
      });
    expect(
      sample('http_requests_total', { method: 'POST', route: '/api/login', status: '401' }, /^1$/),
    ).toBe(true);
    expect(
      sample('http_request_duration_seconds_bucket', { method: 'GET', route: '/api/admin/news' }),
    ).toBe(true);
    expect(sample('login_attempts_total', { outcome: 'failure' }, /^1$/)).toBe(true);
    expect(sample('news_list_answers_total', { result: '304' }, /^1$/)).toBe(true);
    expect(
      sample('database_operation_duration_seconds_count', {
        repository: 'news',
        operation: 'all',
        result: 'ok',
      }),
    ).toBe(true);
    expect(text).toMatch(/^process_cpu_user_seconds_total/m);
    if (ENGINE === 'postgresql')
      expect(sample('database_pool_connections', { state: 'total' })).toBe(true);
  });

  it('hides metrics from other addresses and from requests passed on by a proxy, unless the token is given', async () => {
    t = await createTestApp({ METRICS_TOKEN: 'a-metrics-token-of-some-length' });
    expect((await metrics({}, '10.0.0.9')).statusCode).toBe(404);
    expect((await metrics({ 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(404);
    expect(
      (await metrics({ authorization: 'Bearer wrong-token-of-some-length' }, '10.0.0.9'))
        .statusCode,
    ).toBe(404);
    expect(
      (await metrics({ authorization: 'Bearer a-metrics-token-of-some-length' }, '10.0.0.9'))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
  });

  it('answers with a request id, taking a trusted proxy’s and logging it', async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const own = await t.app.inject({
      url: '/api/health',
      remoteAddress: '10.0.0.9',
      headers: { 'x-request-id': 'from-outside' },
    });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': 'site-req-42' },
      payload: { username: SUPERADMIN.username, password: 'wrong-password' },
    });
    expect(passed.headers['x-request-id']).toBe('site-req-42');
    expect(t.logs.some((line) => line.reqId === 'site-req-42' && line.event === 'login')).toBe(
      true,
    );
    const malformed = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
