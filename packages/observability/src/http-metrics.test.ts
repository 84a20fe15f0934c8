import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { registerHttpMetrics } from './http-metrics';

describe('registerHttpMetrics', () => {
  const app = Fastify();
  afterEach(() => app.close());

  it('counts requests by route and status and serves them to loopback or the token only', async () => {
    const registry = new Registry();
    registerHttpMetrics(app, { registry, token: 'a-metrics-token-of-some-length' });
    app.get('/things/:id', async () => ({ ok: true }));
    await app.inject({ url: '/things/1' });
    await app.inject({ url: '/things/2' });
    const read = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
      app.inject({ url: '/metrics', headers, remoteAddress });
    const allowed = await read();
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toMatch(
      /http_requests_total\{method="GET",route="\/things\/:id",status="200"\} 2/,
    );
    expect((await read({}, '10.0.0.1')).statusCode).toBe(404);
    expect((await read({ 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(404);
    expect((await read({ via: '1.1 nginx' })).statusCode).toBe(404);
    expect((await read({ authorization: 'Bearer wrong' }, '10.0.0.1')).statusCode).toBe(404);
    expect(
      (await read({ authorization: 'Bearer a-metrics-token-of-some-length' }, '10.0.0.1'))
        .statusCode,
    ).toBe(200);
  });
});
