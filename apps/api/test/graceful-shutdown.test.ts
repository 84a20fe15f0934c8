import { connect, type AddressInfo } from 'node:net';
import { closeCuttingLingering } from '@fuelcard/http-drain';
import { busyWait, getOnNewConnection } from '@fuelcard/http-drain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { ENGINE } from './helpers/test-database';

const get = getOnNewConnection;

async function listening(): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

describe('SIGTERM drain of the API', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('health answers 503 draining once the drain begins', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    t.app.drain.begin();
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'draining' });
  });

  it('closing at once (no drain) loses requests sent but not read yet — what the drain is for', async () => {
    let port: number;
    ({ t, port } = await listening());
    const sent = Array.from({ length: 10 }, () => get(port, '/api/admin/news'));
    busyWait(50);
    const closed = t.app.close();
    const outcomes = await Promise.all(sent);
    await closed;
    expect(outcomes.filter((o) => !('status' in o) || o.status !== 200).length).toBeGreaterThan(0);
  });

  // In one process the client's requests reach the server only when its event loop turns, so
  // these all arrive once the drain has begun; requests already sent at SIGTERM are proven by
  // packages/http-drain (drain started inside a request) and by `pnpm bench:reliability`
  // (a separate client process).
  it('answers every request arriving while draining with 200 and Connection: close, health 503, then closes', async () => {
    let port: number;
    ({ t, port } = await listening());
    const sent = Array.from({ length: 10 }, () => get(port, '/api/admin/news'));
    busyWait(50);
    const drained = t.app.drain.drain({ quietMs: 200 });
    const health = get(port, '/api/health');
    const later = Array.from({ length: 5 }, () => get(port, '/api/admin/news'));
    const outcomes = await Promise.all([...sent, ...later]);
    expect(outcomes).toEqual(Array(15).fill({ status: 200, connection: 'close', body: '{}' }));
    const answer = (await health) as { status: number; connection: string; body: string };
    expect(answer).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse(answer.body)).toEqual({
      status: 'draining',
      database: { engine: ENGINE, state: 'ok' },
    });
    expect(await drained).toBe('quiet');
    await t.app.close();
    expect(await get(port, '/api/health')).toEqual({ error: 'ECONNREFUSED' });
  });

  it('closes although a client keeps a connection half-open (cut after the grace time)', async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const halfOpen = connect(port, '127.0.0.1');
    halfOpen.on('error', () => undefined);
    await new Promise((resolve) => halfOpen.once('connect', resolve));
    halfOpen.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    await t.app.drain.drain({ quietMs: 50 });
    const started = Date.now();
    await closeCuttingLingering(t.app.server, () => t.app.close(), 200);
    expect(Date.now() - started).toBeLessThan(2_000);
    halfOpen.destroy();
  });
});
