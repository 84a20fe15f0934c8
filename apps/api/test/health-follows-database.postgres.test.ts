import type { FastifyInstance } from 'fastify';
import { startPostgres, type PostgresServer } from '@fuelcard/test-servers';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/env';
import { bearer, JWT_SECRET, superadmin, SUPERADMIN, tempDir } from './helpers/test-app';

/**
 * Issue 23: /api/health follows a PostgreSQL server that stops and starts again within a second
 * or two, both ways — it stayed 503 for about 30 s after the server was back, while requests
 * already succeeded. A cluster of its own (the suite's shared one must keep running).
 */
describe('health on PostgreSQL', { timeout: 90_000 }, () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function apiOnItsOwnServer(): Promise<{ app: FastifyInstance; cluster: PostgresServer }> {
    const cluster = await startPostgres();
    cleanups.push(() => cluster.stop());
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const config = parseEnv({
      DATABASE_URL: cluster.superuserUrl(),
      DATA_DIR: dir.dir,
      ADMIN_USERNAME: SUPERADMIN.username,
      ADMIN_PASSWORD: SUPERADMIN.password,
      SEED_DEMO: 'false',
      JWT_SECRET,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config, {
      printCredentials: false,
      logStream: { write: () => undefined },
    });
    await app.ready();
    cleanups.push(() => app.close());
    return { app, cluster };
  }

  /** Asks health every 100 ms until it answers `status`; how long that took. */
  async function healthTurns(app: FastifyInstance, status: number, withinMs: number) {
    const started = Date.now();
    for (;;) {
      const answer = await app.inject({ url: '/api/health' });
      if (answer.statusCode === status) return { ms: Date.now() - started, body: answer.json() };
      if (Date.now() - started > withinMs)
        throw new Error(`health still ${answer.statusCode} after ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('turns 503 within two seconds of the server stopping, and 200 within two of it starting', async () => {
    const { app, cluster } = await apiOnItsOwnServer();
    const { token } = await superadmin(app);
    const signedIn = () => app.inject({ url: '/api/admin/secure', headers: bearer(token) });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await signedIn()).statusCode).toBe(200);

    cluster.stopServer();
    const down = await healthTurns(app, 503, 10_000);
    expect(down.ms).toBeLessThan(2_000);
    expect(down.body).toEqual({
      status: 'unavailable',
      database: { engine: 'postgresql', state: 'unavailable', message: expect.any(String) },
    });
    // A request meets the stopped server too (503 in Russian, never 500).
    const refused = await signedIn();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^База данных недоступна/) });

    cluster.startServer();
    const up = await healthTurns(app, 200, 40_000);
    expect(up.ms).toBeLessThan(2_000);
    expect((await signedIn()).statusCode).toBe(200);
  });
});
