import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';
import { ENGINE } from './helpers/test-database';

/** What differs between the engines' SQL for the same request (the answers do not). */
const DIALECT =
  ENGINE === 'sqlite'
    ? {
        blob: "x'cafe'",
        manyRows:
          'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 5000) SELECT x FROM c',
        syntaxError: 'near "SELEC": syntax error',
        wideRows:
          'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 900) SELECT x, randomblob(2000) AS b FROM c',
        refusals: [
          ["ATTACH DATABASE '/tmp/other.db' AS other", /ATTACH/],
          ['DETACH other', /DETACH/],
          ["VACUUM INTO '/tmp/copy.db'", /VACUUM/],
          ['PRAGMA foreign_keys = OFF', /PRAGMA/],
          ["SELECT load_extension('/tmp/evil.so')", /расширен/],
          ['SELECT "load_extension"(\'/tmp/evil.so\')', /расширен/],
          ["SELECT [load_extension]('/tmp/evil.so')", /расширен/],
          ["SELECT `load_extension`('/tmp/evil.so')", /расширен/],
          ['PRAGMA "foreign_keys" = OFF', /PRAGMA/],
          ['DELETE FROM __drizzle_migrations', /только для чтения/],
        ] as Array<[string, RegExp]>,
      }
    : {
        blob: "'\\xcafe'::bytea",
        manyRows: 'SELECT x FROM generate_series(1, 5000) AS x',
        syntaxError: 'syntax error at or near "SELEC"',
        wideRows: "SELECT x, repeat('ж', 2000) AS b FROM generate_series(1, 900) AS x",
        refusals: [
          ["COPY news TO '/tmp/news.csv'", /COPY запрещена/],
          ["SELECT pg_read_file('/etc/passwd')", /Функции файлов/],
          ['VACUUM', /VACUUM/],
          ['DELETE FROM drizzle.__drizzle_migrations', /только для чтения/],
        ] as Array<[string, RegExp]>,
      };

const NEVER_ENDING =
  'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c';
/** SQL_TIMEOUT_MS of these tests: short, yet long enough for a child to restart under load. */
const TIMEOUT_MS = 2000;

describe('SQL Explorer', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = (await superadmin(t.app)).token;
  });
  afterEach(() => t.close());
  /**
   * The timeout tests: a short SQL_TIMEOUT_MS and a warm child, as servers have (the timeout
   * counts from each request's arrival, so a cold start under load would eat into it).
   */
  const withShortTimeout = async (): Promise<void> => {
    await t.close();
    t = await createTestApp({ SQL_TIMEOUT_MS: String(TIMEOUT_MS) }, { warmSqlRunner: true });
    token = (await superadmin(t.app)).token;
  };

  const run = (sql: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/execute',
      payload: { sql },
      headers: bearer(token),
      remoteAddress: '10.1.2.3',
    });
  const audit = () =>
    t.db.query(
      'SELECT admin_username, ip, statement, outcome, row_count, error FROM sql_audit_log ORDER BY id',
    );

  it('returns rows, with NULLs, blobs and big integers made JSON-safe', async () => {
    const response = await run(
      `SELECT id, slug, NULL AS empty, ${DIALECT.blob} AS blob, 9007199254740993 AS big FROM news`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rows: [
        {
          id: 1,
          slug: 'welcome-to-the-new-website',
          empty: null,
          blob: '0xcafe',
          big: '9007199254740993',
        },
      ],
      truncated: false,
    });
  });

  it('returns affectedRows for a change, which the site then shows', async () => {
    const response = await run("UPDATE news SET priority = 'B' WHERE id = 1");
    expect(response.json()).toEqual({ affectedRows: 1 });
    expect((await t.app.repos.news.all())['1']!.priority).toBe('B');
  });

  it("answers 400 with the engine's own message for an SQL error", async () => {
    const response = await run('SELEC 1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: DIALECT.syntaxError });
  });

  it.each(['', '   \n\t'])('answers 400 "Введите SQL-запрос" for %j', async (sql) => {
    const response = await run(sql);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Введите SQL-запрос' });
  });

  it('answers 401 "Пользователь не авторизован" without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/execute',
      payload: { sql: 'SELECT 1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Пользователь не авторизован' });
  });

  it('stops at 1000 rows with truncated: true', async () => {
    const response = await run(DIALECT.manyRows);
    const result = response.json<{ rows: unknown[]; truncated: boolean }>();
    expect(result.rows).toHaveLength(1000);
    expect(result.truncated).toBe(true);
  });

  it('stops at about 1 MB of rows with truncated: true', async () => {
    const response = await run(DIALECT.wideRows);
    const result = response.json<{ rows: unknown[]; truncated: boolean }>();
    expect(result.truncated).toBe(true);
    expect(result.rows.length).toBeLessThan(900);
    expect(response.body.length).toBeLessThan(1_100_000);
  });

  it.each([
    ...DIALECT.refusals,
    ['SELECT 1; SELECT 2', /один SQL-оператор/],
    ['DELETE FROM sql_audit_log', /только для чтения/],
    ['DROP TABLE sql_audit_log', /Структура таблиц приложения защищена \(sql_audit_log\)/],
    ['BEGIN', /Транзакции/],
  ] as Array<[string, RegExp]>)('refuses %j with 400', async (sql, reason) => {
    const response = await run(sql);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(reason);
  });

  it('never keeps a transaction open', async () => {
    await run('BEGIN');
    await run("INSERT INTO seed_state (step, done_at) VALUES ('x', 'y')");
    expect(await t.db.scalar("SELECT count(*) FROM seed_state WHERE step = 'x'")).toBe(1);
    // The API's own connection can still write at once.
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/news/1', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
  });

  it('audits every execution: who, when, IP, statement, outcome, row count', async () => {
    await run('SELECT id FROM news');
    await run("UPDATE news SET priority = 'A'");
    await run('SELEC');
    await run('VACUUM');
    // A refused statement's entry is written just after its answer (recordUnrun): wait for it.
    await expect.poll(async () => (await audit()).length).toBe(4);
    expect(await audit()).toEqual([
      {
        admin_username: 'root',
        ip: '10.1.2.3',
        statement: 'SELECT id FROM news',
        outcome: 'rows',
        row_count: 1,
        error: null,
      },
      {
        admin_username: 'root',
        ip: '10.1.2.3',
        statement: "UPDATE news SET priority = 'A'",
        outcome: 'affected',
        row_count: 1,
        error: null,
      },
      {
        admin_username: 'root',
        ip: '10.1.2.3',
        statement: 'SELEC',
        outcome: 'error',
        row_count: null,
        error: expect.stringMatching(/syntax error/),
      },
      {
        admin_username: 'root',
        ip: '10.1.2.3',
        statement: 'VACUUM',
        outcome: 'refused',
        row_count: null,
        error: expect.stringMatching(/VACUUM/),
      },
    ]);
    const at = (await t.db.scalar('SELECT executed_at FROM sql_audit_log')) as string;
    expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await expect(t.db.query('DELETE FROM sql_audit_log')).rejects.toThrow(/append-only/);
  });

  it('stops a never-ending statement at SQL_TIMEOUT_MS while other requests are served', async () => {
    await withShortTimeout();
    await run('SELECT 1');
    const started = Date.now();
    const runaway = run(NEVER_ENDING);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', database: { state: 'ok' } });

    const response = await runaway;
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/прерван/);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 2000);
    expect((await audit()).at(-1)).toMatchObject({ statement: NEVER_ENDING, outcome: 'timeout' });

    // The replacement of a killed SQLite child starts in the background; on a loaded machine
    // that can take longer than the short timeout, which is not what this test is about.
    await t.app.sqlExecutor.warmUp();
    const next = await run('SELECT 2 AS two');
    expect(next.json()).toEqual({ rows: [{ two: 2 }], truncated: false });
  });

  it('answers every request within SQL_TIMEOUT_MS of its arrival, queued ones included', async () => {
    await withShortTimeout();
    await run('SELECT 1');
    const started = Date.now();
    const answers = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const response = await run(`${NEVER_ENDING} -- ${n}`);
        return { response, ms: Date.now() - started };
      }),
    );
    for (const { response, ms } of answers) {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/прерван/);
      expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
      // The running one may also wait for its stop (a child's death, a cancel): a second at most.
      expect(ms).toBeLessThan(TIMEOUT_MS + 1500);
    }
    // Queued ones are recorded just after their answer (recordUnrun): wait for them.
    await expect
      .poll(async () => (await audit()).filter((row) => row.outcome === 'timeout').length)
      .toBe(3);
    await t.app.sqlExecutor.warmUp();
    expect((await run('SELECT 2 AS two')).json()).toEqual({ rows: [{ two: 2 }], truncated: false });
  });

  it('stores the consents sent while a statement holds a write lock', async () => {
    await t.close();
    t = await createTestApp({ SQL_TIMEOUT_MS: '1500' }, { warmSqlRunner: true });
    token = (await superadmin(t.app)).token;
    const statement = run(
      "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) INSERT INTO seed_state (step, done_at) SELECT 'slow-' || x, '' FROM c WHERE x % 50000000 = 0",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sends = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/cookie-consent',
          payload: {
            user_uuid: `0b6f4a1e-3c1d-4f5e-9a2b-${String(i).padStart(12, '0')}`,
            technical: true,
            functional: true,
            analytics: false,
            marketing: false,
            timestamp: new Date().toISOString(),
          },
        }),
      ),
    );
    expect(sends.map((response) => response.statusCode)).toEqual(Array(15).fill(201));
    expect((await statement).json<{ error: string }>().error).toMatch(/прерван/);
  });
});
