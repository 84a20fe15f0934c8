import { statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  superadmin,
  SUPERADMIN,
  type TestApp,
  sqliteOf,
} from './helpers/test-app';

/**
 * An insert that never ends on its own, each row a 2 KB blob: it grows the database and the WAL.
 * Into a table without triggers: SQLite materialises the SELECT of an INSERT into a table with
 * triggers (news has its revision triggers since issue 24) before writing a row, so such an
 * insert is stopped by the timeout, not by the growth cap.
 */
const RUNAWAY_INSERT =
  "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) INSERT INTO runaway_scratch (slug, body) SELECT 'runaway-' || x, zeroblob(2000) FROM c";
/** An insert that holds the write lock without writing much: it has to be killed. */
const SLOW_INSERT =
  "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) INSERT INTO seed_state (step, done_at) SELECT 'slow-' || x, '' FROM c WHERE x % 50000000 = 0";

// Runaway statements and process restarts: generous test time for a loaded machine; the
// assertions are about what stops the statement and what the WAL and the login do meanwhile.
describe('SQL Explorer writes', { timeout: 60_000 }, () => {
  let t: TestApp;
  let token: string;
  const start = async (timeoutMs: number): Promise<void> => {
    t = await createTestApp({ SQL_TIMEOUT_MS: String(timeoutMs) }, { warmSqlRunner: true });
    token = (await superadmin(t.app)).token;
    sqliteOf(t).exec('CREATE TABLE IF NOT EXISTS runaway_scratch (slug TEXT, body BLOB)');
  };
  afterEach(() => t.close());

  const run = (sql: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/execute',
      payload: { sql },
      headers: bearer(token),
    });
  const walBytes = () => statSync(`${t.config.databasePath}-wal`).size;
  const newsCount = () => sqliteOf(t).prepare('SELECT count(*) FROM runaway_scratch').pluck().get();
  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: SUPERADMIN.username, password: SUPERADMIN.password },
    });

  it('stops a runaway insert, leaves the WAL small and keeps login working meanwhile', async () => {
    const TIMEOUT_MS = 10_000; // long: the growth cap, not the timeout, must stop it
    await start(TIMEOUT_MS);
    const before = newsCount();
    const started = Date.now();
    const runaway = run(RUNAWAY_INSERT);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const loginStarted = Date.now();
    const signedIn = await login();
    expect(signedIn.statusCode).toBe(200);
    expect(Date.now() - loginStarted).toBeLessThan(TIMEOUT_MS / 2);

    const response = await runaway;
    expect(response.statusCode).toBe(400);
    // Stopped by the growth cap (64 MiB), before the timeout would have killed it.
    expect(response.json()).toMatchObject({ error: expect.stringMatching(/отменён.*64 МБ/) });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    expect(newsCount()).toBe(before);
    await expect.poll(walBytes).toBeLessThan(1024 * 1024);
  });

  it('holds a dry run to the same growth cap, and leaves the WAL small after it', async () => {
    await start(10_000);
    const before = newsCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/dry-run',
      payload: { sql: RUNAWAY_INSERT },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.stringMatching(/отменён.*64 МБ/) });
    expect(newsCount()).toBe(before);
    await expect.poll(walBytes).toBeLessThan(1024 * 1024);
  });

  it('truncates the WAL after killing a statement that holds the write lock; a login meanwhile succeeds', async () => {
    await start(3000);
    const runaway = run(SLOW_INSERT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signedIn = await login();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ token: expect.any(String) });
    const response = await runaway;
    expect(response.json<{ error: string }>().error).toMatch(/прерван/);
    await expect.poll(walBytes).toBeLessThan(64 * 1024);
    // The login was recorded once the lock was gone.
    await expect
      .poll(() =>
        sqliteOf(t)
          .prepare("SELECT count(*) FROM login_attempts WHERE outcome = 'success'")
          .pluck()
          .get(),
      )
      .toBe(1);
  });
});
