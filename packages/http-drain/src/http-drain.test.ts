import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeCuttingLingering, trackDrain, type HttpDrain } from './http-drain';
import { busyWait, getOnNewConnection } from './testing';

/** One GET on a new connection of its own; the status and the server's Connection header. */
async function get(
  port: number,
  path = '/',
): Promise<{ status: number; connection: string | undefined } | { error: string }> {
  const outcome = await getOnNewConnection(port, path);
  return 'error' in outcome ? outcome : { status: outcome.status, connection: outcome.connection };
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/**
 * A server whose first request starts the shutdown (`onFirst`) and then holds the event loop for
 * 100 ms, so that the other requests are still unread or in the accept backlog when it starts.
 * Every request is answered after `slowMs`.
 */
async function listen(
  onFirst: (server: Server, drain: HttpDrain) => void,
  { slowMs = 50 } = {},
): Promise<{ port: number; drain: HttpDrain }> {
  let first = true;
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/health') {
      res.statusCode = drain.draining ? 503 : 200;
      res.end(drain.draining ? 'draining' : 'ok');
      return;
    }
    if (first) {
      first = false;
      onFirst(server!, drain);
      busyWait(100);
    }
    setTimeout(() => res.end('done'), slowMs);
  };
  server = createServer(handler);
  const drain = trackDrain(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, drain };
}

describe('trackDrain', () => {
  it('without a drain, closing at once resets requests not read yet (what the drain prevents)', async () => {
    const { port } = await listen((s) => {
      s.close();
      s.closeIdleConnections();
    });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => get(port)));
    expect(outcomes.filter((o) => 'error' in o).length).toBeGreaterThan(0);
  });

  it('answers every request sent before and during the drain with 200 and Connection: close, then closes', async () => {
    let drained: Promise<string> | undefined;
    const { port, drain } = await listen((s, d) => {
      drained = d.drain({ quietMs: 200 }).then((end) => {
        s.close();
        return end;
      });
    });
    const before = Array.from({ length: 10 }, () => get(port));
    // The first request to arrive starts the drain (and holds the loop 100 ms).
    await vi.waitFor(() => expect(drain.draining).toBe(true), { timeout: 5_000, interval: 5 });
    const during = Array.from({ length: 5 }, () => get(port));
    const outcomes = await Promise.all([...before, ...during]);
    expect(outcomes).toEqual(Array(15).fill({ status: 200, connection: 'close' }));
    expect(await drained).toBe('quiet');
    expect(drain.inFlight).toBe(0);
    expect(await get(port)).toEqual({ error: 'ECONNREFUSED' });
  });

  it('waits for a slow answer, then for quiet after it', async () => {
    const { port, drain } = await listen(() => {}, { slowMs: 400 });
    const slow = get(port);
    await vi.waitFor(() => expect(drain.inFlight).toBe(1), { timeout: 5_000, interval: 5 });
    const started = performance.now();
    const end = await drain.drain({ quietMs: 100 });
    const waited = performance.now() - started;
    expect(end).toBe('quiet');
    expect(await slow).toEqual({ status: 200, connection: 'close' });
    // The 400 ms answer, then 100 ms of quiet (a drain that did not wait would end after 100 ms).
    expect(waited).toBeGreaterThanOrEqual(300);
  });

  it('answers health checks 503 while draining', async () => {
    const { port, drain } = await listen(() => {});
    expect(await get(port, '/health')).toEqual({ status: 200, connection: 'keep-alive' });
    drain.begin();
    expect(await get(port, '/health')).toEqual({ status: 503, connection: 'close' });
  });

  it('ends at the maximum drain time when the server is never quiet', async () => {
    const { port, drain } = await listen(() => {}, { slowMs: 2_000 });
    const slow = get(port);
    await vi.waitFor(() => expect(drain.inFlight).toBe(1), { timeout: 5_000, interval: 5 });
    const started = performance.now();
    expect(await drain.drain({ quietMs: 50, maxDrainMs: 300 })).toBe('max-drain-time');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(drain.inFlight).toBe(1);
    // The answer still goes out (the caller's close waits for it).
    expect(await slow).toEqual({ status: 200, connection: 'close' });
  });

  it('keeps serving, health 503, for the minimum drain time even when quiet', async () => {
    const { port, drain } = await listen(() => {}, { slowMs: 0 });
    const started = performance.now();
    const drained = drain.drain({ quietMs: 20, minDrainMs: 400 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await get(port, '/health')).toEqual({ status: 503, connection: 'close' });
    expect(await get(port)).toEqual({ status: 200, connection: 'close' });
    expect(await drained).toBe('quiet');
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('returns the same drain when called twice', async () => {
    const { drain } = await listen(() => {});
    const first = drain.drain({ quietMs: 20 });
    expect(drain.drain({ quietMs: 10_000 })).toBe(first);
    expect(await first).toBe('quiet');
  });
});

describe('closeCuttingLingering', () => {
  it('closes a server although a client never finishes its request (cut after the grace time)', async () => {
    server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const halfOpen = connect(port, '127.0.0.1');
    halfOpen.on('error', () => {});
    await new Promise((resolve) => halfOpen.once('connect', resolve));
    halfOpen.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const closing = server;
    const started = Date.now();
    await closeCuttingLingering(
      closing,
      () => new Promise<void>((resolve) => closing.close(() => resolve())),
      200,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(closing.listening).toBe(false);
    server = undefined;
    halfOpen.destroy();
  });
});
