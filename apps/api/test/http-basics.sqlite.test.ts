import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { SqliteExecutor } from '../src/sql-explorer/sqlite-executor';
import { bearer, createTestApp, sqliteOf, superadmin, type TestApp } from './helpers/test-app';

/** What a broken or closing SQLite connection does to answers. */
describe('HTTP basics on SQLite', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('answers an unexpected failure with 500 and a generic message, never the cause', async () => {
    t = await createTestApp();
    sqliteOf(t).close();
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
    const pid = (t.app.sqlExecutor as SqliteExecutor).pid!;
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
    expect(sqliteOf(t).open).toBe(true);
    lock.exec('ROLLBACK');
    lock.close();
    await closing;
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ affectedRows: 1 });
    expect(sqliteOf(t).open).toBe(false);
    expect(() => process.kill(pid, 0)).toThrow();
    const reopened = new Database(t.config.databasePath, { readonly: true });
    expect(reopened.prepare("SELECT step FROM seed_state WHERE step = 'in-flight'").all()).toEqual([
      { step: 'in-flight' },
    ]);
    reopened.close();
  });

  it('kills the SQL child at SQL_TIMEOUT_MS, starts another, and kills it when the app closes', async () => {
    await t.close();
    t = await createTestApp({ SQL_TIMEOUT_MS: '2000' }, { warmSqlRunner: true });
    const { token } = await superadmin(t.app);
    const run = (sql: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sql-explorer/execute',
        payload: { sql },
        headers: bearer(token),
      });
    await run('SELECT 1');
    const executor = t.app.sqlExecutor as SqliteExecutor;
    const firstPid = executor.pid!;
    const response = await run(
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c',
    );
    expect(response.json<{ error: string }>().error).toMatch(/прерван/);
    expect(() => process.kill(firstPid, 0)).toThrow();
    // The replacement starts in the background; on a loaded machine that can take longer than
    // the 2 s a statement may wait, which is not what this test is about.
    await executor.warmUp();
    expect((await run('SELECT 2 AS two')).json()).toEqual({ rows: [{ two: 2 }], truncated: false });
    const secondPid = executor.pid!;
    expect(secondPid).not.toBe(firstPid);
    await t.app.close();
    expect(() => process.kill(secondPid, 0)).toThrow();
  });
});
