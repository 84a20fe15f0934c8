import { statSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, superadmin, SUPERADMIN, type TestApp } from './helpers/test-app';

/** An insert that never ends on its own, each row a 2 KB blob: it grows the database and the WAL. */
const RUNAWAY_INSERT =
  "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) INSERT INTO news (slug, title_ru, created_at, updated_at) SELECT 'runaway-' || x, zeroblob(2000), '', '' FROM c";
/** An insert that holds the write lock without writing much: it has to be killed. */
const SLOW_INSERT =
  "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) INSERT INTO seed_state (step, done_at) SELECT 'slow-' || x, '' FROM c WHERE x % 50000000 = 0";

describe('SQL Explorer writes', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ SQL_TIMEOUT_MS: '3000' }, { warmSqlRunner: true });
    token = superadmin(t.app).token;
  });
  afterEach(() => t.close());

  const run = (sql: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/execute',
      payload: { sql },
      headers: bearer(token),
    });
  const walBytes = () => statSync(`${t.config.databasePath}-wal`).size;
  const newsCount = () => t.app.sqlite.prepare('SELECT count(*) FROM news').pluck().get();
  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: SUPERADMIN.username, password: SUPERADMIN.password },
    });

  it('stops a runaway insert, leaves the WAL small and keeps login working meanwhile', async () => {
    await run('SELECT 1'); // the child is warm
    const before = newsCount();
    const started = Date.now();
    const runaway = run(RUNAWAY_INSERT);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const loginStarted = Date.now();
    const signedIn = await login();
    expect(signedIn.statusCode).toBe(200);
    expect(Date.now() - loginStarted).toBeLessThan(1500);

    const response = await runaway;
    expect(response.statusCode).toBe(400);
    // Stopped by the growth cap (64 MiB), well before the 3 s timeout would kill it.
    expect(response.json()).toEqual({ error: expect.stringMatching(/отменён.*64 МБ/) });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(newsCount()).toBe(before);
    await expect.poll(walBytes).toBeLessThan(1024 * 1024);
  });

  it('truncates the WAL after killing a statement that holds the write lock; a login meanwhile succeeds', async () => {
    await run('SELECT 1');
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
        t.app.sqlite
          .prepare("SELECT count(*) FROM login_attempts WHERE outcome = 'success'")
          .pluck()
          .get(),
      )
      .toBe(1);
  });
});
