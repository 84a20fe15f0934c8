import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { explorerRoleName } from '../src/db/postgres/explorer-role';
import { freePort } from '@fuelcard/test-servers';
import { bearer, createTestApp, superadmin, SUPERADMIN, type TestApp } from './helpers/test-app';
import { createPostgresDatabase } from './helpers/test-database';

/**
 * What only PostgreSQL has to prove (issue 13): the SQL Explorer's least-privileged role and its
 * refusals in PostgreSQL's spellings, cancellation within a second of the limit, a lost
 * connection retried, and several API instances sharing one database (throttling, revocation,
 * rate limits, audit, the public list's notifications).
 */
describe('PostgreSQL engine', { timeout: 60_000 }, () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });
  const start = async (env: Record<string, string> = {}, options = {}) => {
    const t = await createTestApp(env, { warmSqlRunner: true, ...options });
    apps.push(t);
    return t;
  };
  const runAs = (t: TestApp, token: string) => (sql: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/execute',
      payload: { sql },
      headers: bearer(token),
    });
  const databaseOf = (t: TestApp) => new URL(t.config.databaseUrl!).pathname.slice(1);

  it('reports PostgreSQL in health', async () => {
    const t = await start();
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: { engine: 'postgresql', state: 'ok' },
    });
  });

  it('gives the SQL Explorer a role with no rights beyond reading and changing rows', async () => {
    const t = await start();
    const role = explorerRoleName(databaseOf(t));
    const [flags] = await t.db.query<Record<string, unknown>>(
      'SELECT rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = ?',
      [role],
    );
    expect(flags).toEqual({
      rolsuper: 0,
      rolcreatedb: 0,
      rolcreaterole: 0,
      rolreplication: 0,
      rolbypassrls: 0,
      rolcanlogin: 1,
    });
    expect(
      await t.db.scalar(
        'SELECT count(*) FROM pg_auth_members m JOIN pg_roles u ON u.oid = m.member WHERE u.rolname = ?',
        [role],
      ),
    ).toBe(0);
    const can = (sql: string) => t.db.scalar(sql, [role]);
    expect(await can("SELECT has_schema_privilege(?, 'public', 'CREATE')")).toBe(0);
    expect(await can(`SELECT has_database_privilege(?, '${databaseOf(t)}', 'TEMPORARY')`)).toBe(0);
    for (const privilege of ['SELECT', 'INSERT', 'UPDATE', 'DELETE'])
      expect(await can(`SELECT has_table_privilege(?, 'sql_audit_log', '${privilege}')`)).toBe(0);
    expect(await can("SELECT has_table_privilege(?, 'cookie_consents', 'SELECT')")).toBe(1);
    expect(await can("SELECT has_table_privilege(?, 'cookie_consents', 'INSERT')")).toBe(0);
    expect(await can("SELECT has_table_privilege(?, 'news', 'UPDATE')")).toBe(1);
    expect(await can("SELECT has_table_privilege(?, 'news', 'TRUNCATE')")).toBe(0);
    expect(await can("SELECT has_table_privilege(?, 'news', 'TRIGGER')")).toBe(0);
    expect(await can("SELECT has_sequence_privilege(?, 'news_id_seq', 'UPDATE')")).toBe(0);
    expect(await can("SELECT has_sequence_privilege(?, 'news_id_seq', 'USAGE')")).toBe(0);
    expect(await can("SELECT has_sequence_privilege(?, 'news_id_seq', 'SELECT')")).toBe(1);
    expect(await can("SELECT has_sequence_privilege(?, 'sql_audit_log_id_seq', 'SELECT')")).toBe(0);
    expect(await can("SELECT has_function_privilege(?, 'pg_read_file(text)', 'EXECUTE')")).toBe(0);
  });

  // Statements that change nothing (each test checks what it can): one app for them all.
  describe('statements refused, or let through, on one app', () => {
    let shared: TestApp;
    let token: string;
    beforeAll(async () => {
      shared = await createTestApp({}, { warmSqlRunner: true });
      token = (await superadmin(shared.app)).token;
    });
    afterAll(() => shared.close());

    it.each([
      ['DROP TABLE administrators', /Структура таблиц приложения защищена \(administrators\)/],
      [
        'drop table public."administrators" cascade',
        /Структура таблиц приложения защищена \(administrators\)/,
      ],
      ['ALTER TABLE news ADD COLUMN extra text', /Структура таблиц приложения защищена \(news\)/],
      ['ALTER TABLE news RENAME TO old_news', /Структура таблиц приложения защищена \(news\)/],
      [
        'CREATE INDEX news_by_title ON news (title_ru)',
        /Структура таблиц приложения защищена \(news\)/,
      ],
      ['DROP INDEX news_slug_unique', /Структура таблиц приложения защищена \(news\)/],
      [
        'DROP TRIGGER cookie_consents_no_delete ON cookie_consents',
        /Структура таблиц приложения защищена \(cookie_consents\)/,
      ],
      [
        'CREATE TRIGGER wipe AFTER INSERT ON news FOR EACH STATEMENT EXECUTE FUNCTION announce_news_change()',
        /Структура таблиц приложения защищена \(news\)/,
      ],
      ['TRUNCATE news', /TRUNCATE для таблиц приложения запрещён/],
      ['TRUNCATE sql_audit_log', /только для чтения/],
      ['DELETE FROM cookie_consents', /только для чтения/],
      [
        "INSERT INTO sql_audit_log (admin_id, admin_username, executed_at, ip, statement, outcome, duration_ms) VALUES (1, 'x', '', '', 'forged', 'rows', 0)",
        /только для чтения/,
      ],
      ["SELECT setval('news_id_seq', 1)", /последовательности/],
      ['ALTER SEQUENCE news_id_seq RESTART WITH 1', /последовательности|Структура/],
      ['CREATE TEMP TABLE scratch (x int)', /Временные таблицы/],
      ['CREATE TABLE pg_temp.scratch (x int)', /Временные таблицы/],
      ["COPY (SELECT 1) TO PROGRAM 'id'", /COPY запрещена/],
      ["/* a /* nested */ comment */ copy news from '/etc/passwd'", /COPY запрещена/],
      ["SELECT pg_ls_dir('.')", /Функции файлов/],
      ['SELECT "pg_read_file"(\'/etc/passwd\')', /Функции файлов/],
      ["select pg_catalog.lo_import('/etc/passwd')", /Функции файлов/],
      ['CREATE EXTENSION IF NOT EXISTS dblink', /расширениями/],
      ["ALTER SYSTEM SET work_mem = '1GB'", /ALTER SYSTEM/],
      ['SET ROLE postgres', /Смена роли/],
      ['set session authorization postgres', /Смена роли/],
      ['RESET ROLE', /Смена роли/],
      ["SELECT set_config('role', 'postgres', false)", /Смена роли/],
      ['DO $$ BEGIN PERFORM 1; END $$', /DO запрещены/],
      ['-- comment first\nDO $x$ BEGIN NULL; END $x$', /DO запрещены/],
      ['LISTEN fuelcard_news_changed', /LISTEN, NOTIFY/],
      ['NOTIFY fuelcard_news_changed', /LISTEN, NOTIFY/],
      ["SELECT pg_notify('fuelcard_news_changed', '')", /LISTEN, NOTIFY/],
      ['START TRANSACTION', /Транзакции/],
      ['COMMIT', /Транзакции/],
      ['GRANT ALL ON news TO PUBLIC', /Управление ролями/],
      ['CREATE ROLE intruder SUPERUSER', /Управление ролями/],
    ])('refuses %j', async (sql, reason) => {
      const run = runAs(shared, token);
      const response = await run(sql);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(reason);
      // Nothing changed: the tables and triggers are all there, the sequence as it was.
      expect(await shared.db.scalar('SELECT count(*) FROM pg_trigger WHERE NOT tgisinternal')).toBe(
        11,
      );
      expect(
        await shared.db.scalar("SELECT to_regclass('public.administrators') IS NOT NULL"),
      ).toBe(1);
    });

    it.each([
      "SELECT 'COPY news TO PROGRAM' AS text",
      'SELECT $$ DO $$ AS text',
      "SELECT E'\\' DO' AS text",
    ])('lets %j through (the words are inside strings)', async (sql) => {
      const response = await runAs(shared, token)(sql);
      expect(response.statusCode).toBe(200);
    });
  });

  it('lets the explorer change rows and keep tables of its own in its own schema', async () => {
    const t = await start();
    const run = runAs(t, (await superadmin(t.app)).token);
    expect((await run("UPDATE news SET priority = 'B' WHERE id = 1")).json()).toEqual({
      affectedRows: 1,
    });
    expect((await run('CREATE TABLE notes (id serial PRIMARY KEY, body text)')).statusCode).toBe(
      200,
    );
    expect((await run("INSERT INTO notes (body) VALUES ('a')")).json()).toEqual({
      affectedRows: 1,
    });
    expect((await run('SELECT body FROM notes')).json()).toEqual({
      rows: [{ body: 'a' }],
      truncated: false,
    });
    expect(
      await t.db.scalar(
        "SELECT count(*) FROM pg_tables WHERE schemaname = 'sql_explorer' AND tablename = 'notes'",
      ),
    ).toBe(1);
    expect((await run('SELECT count(*) AS n FROM cookie_consents')).json()).toEqual({
      rows: [{ n: 0 }],
      truncated: false,
    });
  });

  it('cancels a statement within a second of SQL_TIMEOUT_MS while the API keeps answering', async () => {
    const t = await start({ SQL_TIMEOUT_MS: '1000' });
    const run = runAs(t, (await superadmin(t.app)).token);
    await run('SELECT 1');
    const started = Date.now();
    const sleeping = run('SELECT pg_sleep(30)');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const response = await sleeping;
    const elapsed = Date.now() - started;
    expect(response.json<{ error: string }>().error).toMatch(/прерван/);
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(2000);
    expect(
      await t.db.scalar(
        "SELECT count(*) FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(30)' AND state = 'active'",
      ),
    ).toBe(0);
  });

  it('retries after the database drops the API’s connections', async () => {
    const t = await start();
    expect((await t.app.inject({ url: '/api/admin/news' })).statusCode).toBe(200);
    await t.db.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'fuelcard-api'",
    );
    const after = await t.app.inject({
      url: '/api/admin/news',
      headers: bearer((await superadmin(t.app)).token),
    });
    expect(after.statusCode).toBe(200);
    expect(Object.keys(after.json())).toContain('1');
  });

  it('refuses to start when the server cannot be reached, saying where', async () => {
    const port = await freePort();
    await expect(
      createTestApp(
        { DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/nowhere` },
        { databaseStartPatienceMs: 1000 },
      ),
    ).rejects.toThrow(/PostgreSQL at 127\.0\.0\.1:\d+\/nowhere as app cannot be reached/);
  });

  describe('two API instances on one database', () => {
    const twoInstances = async () => {
      const shared = await createPostgresDatabase();
      const env = { DATABASE_URL: shared.url };
      const a = await start(env);
      const b = await start(env);
      return { a, b };
    };
    const login = (t: TestApp, password: string, ip = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: SUPERADMIN.username, password },
        remoteAddress: ip,
      });

    it('shows a news write through one on the other’s public list within a second', async () => {
      const { a, b } = await twoInstances();
      const token = (await superadmin(a.app)).token;
      const before = await b.app.inject({ url: '/api/admin/news' });
      const written = Date.now();
      await a.app.inject({
        method: 'PUT',
        url: '/api/admin/news/1',
        headers: bearer(token),
        payload: {
          slug: 'welcome',
          priority: 'A',
          dates: { date: '2025-07-28', startDate: '', expireDate: '' },
          titles: { ru: 'Обновлено на A', en: 'Updated on A' },
          descriptions: { ru: '', en: '' },
        },
      });
      await expect
        .poll(async () => (await b.app.inject({ url: '/api/admin/news' })).body, {
          timeout: 1000,
          interval: 20,
        })
        .toContain('Updated on A');
      expect(Date.now() - written).toBeLessThan(1000);
      const afterA = await a.app.inject({ url: '/api/admin/news' });
      const afterB = await b.app.inject({ url: '/api/admin/news' });
      expect(afterA.headers.etag).toBe(afterB.headers.etag);
      expect(afterB.headers.etag).not.toBe(before.headers.etag);
    });

    it('throttles a username and IP on both after failures spread over both', async () => {
      const { a, b } = await twoInstances();
      for (let i = 0; i < 5; i += 1)
        expect((await login(i % 2 ? a : b, 'wrong-password')).statusCode).toBe(401);
      await expect.poll(async () => (await login(a, SUPERADMIN.password)).statusCode).toBe(429);
      expect((await login(b, SUPERADMIN.password)).statusCode).toBe(429);
      expect((await login(b, SUPERADMIN.password, '10.0.0.2')).statusCode).toBe(200);
    });

    it('refuses on one a token revoked through the other', async () => {
      const { a, b } = await twoInstances();
      const { token, id, username } = await superadmin(a.app);
      expect(
        (await b.app.inject({ url: '/api/admin/secure', headers: bearer(token) })).statusCode,
      ).toBe(200);
      const changed = await a.app.inject({
        method: 'PUT',
        url: `/api/admin/admins/${id}`,
        headers: bearer(token),
        payload: { username, password: 'a-brand-new-passphrase-9' },
      });
      expect(changed.statusCode).toBe(200);
      expect(
        (await b.app.inject({ url: '/api/admin/secure', headers: bearer(token) })).statusCode,
      ).toBe(401);
    });

    it('shares the login rate limit and one audit sequence', async () => {
      const { a, b } = await twoInstances();
      for (let i = 0; i < 30; i += 1) {
        const response = await (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: '/api/login',
          payload: {},
          remoteAddress: '10.9.9.9',
        });
        expect(response.statusCode).toBe(400);
      }
      expect((await login(a, SUPERADMIN.password, '10.9.9.9')).statusCode).toBe(429);
      const token = (await superadmin(a.app)).token;
      for (let i = 0; i < 4; i += 1) await runAs(i % 2 ? a : b, token)(`SELECT ${i}`);
      const ids = (
        await a.db.query<{ id: number }>('SELECT id FROM sql_audit_log ORDER BY executed_at, id')
      ).map((row) => Number(row.id));
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(new Set(ids).size).toBe(4);
    });
  });

  it('keeps the explorer off, with a clear log line, when its role cannot be prepared', async () => {
    // A role without CREATEROLE, owning an empty database that the API migrates itself.
    const admin = new pg.Client({ connectionString: inject('postgresSuperuserUrl') });
    await admin.connect();
    const name = `plain_${Date.now()}`;
    try {
      await admin.query(
        "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'plain_app') THEN CREATE ROLE plain_app LOGIN PASSWORD 'plain'; END IF; END $$",
      );
      await admin.query(`CREATE DATABASE ${name} OWNER plain_app`);
    } finally {
      await admin.end();
    }
    const t = await start({
      DATABASE_URL: `postgres://plain_app:plain@127.0.0.1:${inject('postgresPort')}/${name}`,
    });
    const response = await runAs(t, (await superadmin(t.app)).token)('SELECT 1');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/SQL Explorer недоступен/);
    expect(t.logs.some((line) => String(line.msg).startsWith('SQL Explorer is off'))).toBe(true);
  });
});
