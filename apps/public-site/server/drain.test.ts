// @vitest-environment node
import { connect, type AddressInfo } from 'node:net';
import { busyWait, getOnNewConnection } from '@fuelcard/http-drain/testing';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeSite } from './app';
import { fakePages, fakeSite } from './test-site';

const get = getOnNewConnection;

let app: FastifyInstance | undefined;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The site's server on loopback; pages are never asked for, only /healthz and a public file. */
async function site(): Promise<number> {
  ({ app, close } = await fakeSite(
    fakePages(),
    { renderCache: false },
    { 'robots.txt': 'User-agent: *\n' },
  ));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

describe('SIGTERM drain of the site server', () => {
  it('/healthz answers 503 draining once the drain begins', async () => {
    const port = await site();
    expect(await get(port, '/healthz')).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    app!.drain.begin();
    expect(await get(port, '/healthz')).toEqual({
      status: 503,
      connection: 'close',
      body: '{"status":"draining"}',
    });
  });

  // In one process the client's requests reach the server only when its event loop turns, so
  // these all arrive once the drain has begun; requests already sent at SIGTERM are proven by
  // packages/http-drain and by `pnpm bench:reliability` (a separate client process).
  it('answers every request arriving while draining with 200 and Connection: close, then closes', async () => {
    const port = await site();
    const sent = Array.from({ length: 10 }, () => get(port, '/robots.txt'));
    busyWait(50);
    const drained = app!.drain.drain({ quietMs: 200 });
    const later = Array.from({ length: 5 }, () => get(port, '/robots.txt'));
    const outcomes = await Promise.all([...sent, ...later]);
    expect(outcomes).toEqual(
      Array(15).fill({ status: 200, connection: 'close', body: 'User-agent: *\n' }),
    );
    expect(await drained).toBe('quiet');
    await app!.close();
    app = undefined;
    expect(await get(port, '/healthz')).toEqual({ error: 'ECONNREFUSED' });
  });

  it('closes although a client keeps a connection half-open (cut after the grace time)', async () => {
    const port = await site();
    const halfOpen = connect(port, '127.0.0.1');
    halfOpen.on('error', () => {});
    await new Promise((resolve) => halfOpen.once('connect', resolve));
    halfOpen.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    await app!.drain.drain({ quietMs: 50 });
    const started = Date.now();
    await closeSite(app!, 200);
    expect(Date.now() - started).toBeLessThan(2_000);
    app = undefined;
    halfOpen.destroy();
  });
});
