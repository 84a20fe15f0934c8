import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_TABLES } from '../src/db/application-tables';
import { bearer, createTestApp, superadmin, type TestApp, sqliteOf } from './helpers/test-app';

/**
 * What the SQL Explorer may never do, whatever the spelling (issue 12, items 2, 3 and 7): change
 * the structure of the application's tables or of sqlite_*, write the append-only tables or
 * sqlite_sequence, keep temporary objects, or run without an audit entry.
 */
describe('SQL Explorer protections', { timeout: 60_000 }, () => {
  let t: TestApp;
  let token: string;
  const start = async () => {
    t = await createTestApp({}, { warmSqlRunner: true });
    token = (await superadmin(t.app)).token;
  };

  const run = (sql: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/execute',
      payload: { sql },
      headers: bearer(token),
    });
  const scalar = (sql: string) => sqliteOf(t).prepare(sql).pluck().get();
  const schema = () =>
    JSON.stringify(
      sqliteOf(t)
        .prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name')
        .all(),
    );
  const auditRows = () =>
    sqliteOf(t)
      .prepare('SELECT id, statement, outcome, error, completed_at FROM sql_audit_log ORDER BY id')
      .all() as Array<{
      id: number;
      statement: string;
      outcome: string;
      error: string | null;
      completed_at: string | null;
    }>;

  /*
   * Statements refused with everything left as it was, which each test checks itself (the
   * schema, the counters, the rows, the temporary objects before and after): one app for them all.
   */
  describe('refusals that leave everything as it was', () => {
    beforeAll(start);
    afterAll(() => t.close());

    it.each([
      'DROP TABLE administrators',
      'drop table "ADMINISTRATORS"',
      'DROP TABLE IF EXISTS main.administrators',
      'DROP TABLE [news]',
      'DrOp/**/TaBlE`login_attempts`',
      'ALTER TABLE news RENAME TO old_news',
      'ALTER TABLE news ADD COLUMN extra TEXT',
      'ALTER TABLE news RENAME COLUMN slug TO address',
      'ALTER TABLE news DROP COLUMN title_en',
      'CREATE INDEX news_by_title ON news (title_ru)',
      'CREATE UNIQUE INDEX IF NOT EXISTS "main"."x" ON "cookie_consents"(user_uuid)',
      'DROP INDEX news_slug_unique',
      'DROP INDEX administrators_username_unique',
      'CREATE TRIGGER wipe AFTER INSERT ON news BEGIN DELETE FROM administrators; END',
      'DROP TRIGGER cookie_consents_no_delete',
      'DROP TRIGGER sql_audit_log_no_update',
      'drop trigger "SQL_AUDIT_LOG_NO_DELETE"',
      'DROP TABLE sql_audit_log',
      'DROP TABLE cookie_consents',
      'DROP TABLE __drizzle_migrations',
      'DROP TABLE health_probe',
    ])('refuses DDL on the application’s tables: %j', async (sql) => {
      const before = schema();
      const response = await run(sql);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(
        /^Структура таблиц приложения защищена \([a-z_]+(, [a-z_]+)*\): DROP, ALTER, CREATE INDEX и триггеры/,
      );
      expect(schema()).toBe(before);
    });

    it.each([
      ['ANALYZE', /Служебные таблицы SQLite/],
      [
        "UPDATE sqlite_sequence SET seq = 9223372036854775807 WHERE name = 'sql_'||'audit_log'",
        /sqlite_sequence/,
      ],
      ["UPDATE sqlite_sequence SET seq = seq + 1 WHERE name = 'news'", /sqlite_sequence/],
      ["DELETE FROM sqlite_sequence WHERE name = 'news'", /sqlite_sequence/],
      ["INSERT INTO sqlite_sequence (name, seq) VALUES ('x', 5)", /sqlite_sequence/],
      [
        "INSERT INTO news (id, slug, created_at, updated_at) VALUES (9007199254740993, 'huge', '', '')",
        /не могут быть больше/,
      ],
    ])('refuses %j, leaving sqlite_sequence as it was', async (sql, reason) => {
      // The explorer's own audit entries move the audit's counter: the others must not move.
      const counters = () =>
        JSON.stringify(
          sqliteOf(t)
            .prepare("SELECT * FROM sqlite_sequence WHERE name <> 'sql_audit_log' ORDER BY name")
            .all(),
        );
      const before = counters();
      const response = await run(sql);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(reason);
      expect(counters()).toBe(before);
      expect(scalar("SELECT seq FROM sqlite_sequence WHERE name = 'sql_audit_log'")).toBe(
        scalar('SELECT max(id) FROM sql_audit_log'),
      );
    });

    it.each([
      ['DELETE FROM cookie_consents', 'SELECT count(*) FROM cookie_consents'],
      ['UPDATE cookie_consents SET analytics = 0', 'SELECT sum(analytics) FROM cookie_consents'],
      [
        "INSERT INTO cookie_consents (user_uuid, technical, functional, analytics, marketing, consented_at, received_at) VALUES ('x', 1, 1, 1, 1, '', '')",
        'SELECT count(*) FROM cookie_consents',
      ],
      [
        "INSERT INTO sql_audit_log (admin_id, admin_username, executed_at, ip, statement, outcome, duration_ms) VALUES (1, 'x', '', '', 'forged', 'rows', 0)",
        "SELECT count(*) FROM sql_audit_log WHERE statement = 'forged'",
      ],
      [
        "UPDATE sql_audit_log SET ip = 'elsewhere'",
        "SELECT count(*) FROM sql_audit_log WHERE ip = 'elsewhere'",
      ],
      ['DELETE FROM sql_audit_log', 'SELECT min(id) FROM sql_audit_log'],
      ['DELETE FROM "main"."__drizzle_migrations"', 'SELECT count(*) FROM __drizzle_migrations'],
      [
        'DROP TRIGGER temp.fuelcard_explorer_guard_cookie_consents_delete',
        "SELECT count(*) FROM temp.sqlite_schema WHERE name = 'fuelcard_explorer_guard_cookie_consents_delete'",
      ],
    ])('keeps the append-only tables read-only to the explorer: %j', async (sql, check) => {
      // A consent and an audit entry to change.
      await t.app.inject({
        method: 'POST',
        url: '/api/cookie-consent',
        payload: {
          user_uuid: '0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b',
          technical: true,
          functional: true,
          analytics: true,
          marketing: false,
          timestamp: new Date().toISOString(),
        },
      });
      await run('SELECT 1');
      const before = scalar(check);
      const response = await run(sql);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(
        /только для чтения|Защитные триггеры/,
      );
      expect(scalar(check)).toBe(before);
    });

    it.each([
      'CREATE TEMP TABLE scratch AS SELECT randomblob(1000) AS b',
      'CREATE TEMPORARY TABLE scratch (x)',
      'CREATE TABLE temp.scratch (x)',
      'CREATE TABLE "TEMP"."scratch" (x)',
      'CREATE TEMP VIEW v AS SELECT 1',
      'CREATE TEMP TRIGGER t AFTER INSERT ON main.news BEGIN SELECT 1; END',
    ])('keeps no temporary object between statements: %j', async (sql) => {
      const response = await run(sql);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/Временные таблицы/);
      expect(
        (
          await run(
            "SELECT name FROM temp.sqlite_schema WHERE name NOT LIKE 'fuelcard_explorer_guard_%'",
          )
        ).json(),
      ).toEqual({
        rows: [],
        truncated: false,
      });
    });
  });

  describe('on an app of its own', () => {
    beforeEach(start);
    afterEach(() => t.close());

    it('lists every table of the migrated schema as an application table', () => {
      const tables = sqliteOf(t)
        .prepare(
          "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
        )
        .pluck()
        .all();
      expect([...tables].sort()).toEqual([...APPLICATION_TABLES].sort());
    });

    it('keeps working after an attempt to drop administrators: sign-in, the explorer, health, restart', async () => {
      await run('DROP TABLE administrators');
      expect(
        (await t.app.inject({ url: '/api/admin/secure', headers: bearer(token) })).statusCode,
      ).toBe(200);
      expect((await run('SELECT count(*) AS n FROM administrators')).json()).toEqual({
        rows: [{ n: 1 }],
        truncated: false,
      });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    });

    it('refuses a trigger of the explorer’s own table that rewrites sqlite_sequence, when it fires', async () => {
      expect((await run('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)')).statusCode).toBe(
        200,
      );
      expect(
        (
          await run(
            "CREATE TRIGGER notes_restore AFTER INSERT ON notes BEGIN UPDATE sqlite_sequence SET seq = 1 WHERE name = 'sql_audit_log'; END",
          )
        ).statusCode,
      ).toBe(200);
      const fired = await run("INSERT INTO notes (text) VALUES ('x')");
      expect(fired.statusCode).toBe(400);
      expect(fired.json<{ error: string }>().error).toMatch(/sqlite_sequence/);
      expect(scalar('SELECT count(*) FROM notes')).toBe(0);
    });

    it('lets DML on the application’s tables and DDL on its own tables through', async () => {
      expect((await run("UPDATE news SET priority = 'A' WHERE id = 1")).json()).toEqual({
        affectedRows: 1,
      });
      expect(
        (
          await run("INSERT INTO news (slug, created_at, updated_at) VALUES ('by-sql', '', '')")
        ).json(),
      ).toEqual({ affectedRows: 1 });
      expect((await run("DELETE FROM news WHERE slug = 'by-sql'")).json()).toEqual({
        affectedRows: 1,
      });
      expect(
        (await run('CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT UNIQUE)'))
          .statusCode,
      ).toBe(200);
      expect((await run("INSERT INTO notes (body) VALUES ('a')")).json()).toEqual({
        affectedRows: 1,
      });
      expect((await run('CREATE INDEX notes_body ON notes (body)')).statusCode).toBe(200);
      expect((await run('CREATE VIEW short_notes AS SELECT id, body FROM notes')).statusCode).toBe(
        200,
      );
      expect((await run('SELECT * FROM short_notes')).json()).toMatchObject({ rows: [{ id: 1 }] });
      expect(
        (await run('CREATE TABLE replies (id INTEGER PRIMARY KEY, note INTEGER REFERENCES notes)'))
          .statusCode,
      ).toBe(200);
      expect(
        (await run('CREATE TRIGGER notes_stamp AFTER INSERT ON notes BEGIN SELECT 1; END'))
          .statusCode,
      ).toBe(200);
      expect((await run('ALTER TABLE notes ADD COLUMN extra TEXT')).statusCode).toBe(200);
      expect((await run('DROP VIEW short_notes')).statusCode).toBe(200);
      expect((await run('DROP TABLE replies')).statusCode).toBe(200);
      expect((await run('DROP TABLE notes')).statusCode).toBe(200);
      expect(scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'notes'")).toBe(0);
    });

    it('resolves a view through the views it reads, as SQLite does', async () => {
      // A view over news made before views over the application's tables were refused.
      sqliteOf(t).exec('CREATE VIEW legacy_news AS SELECT id, slug FROM news');
      const before = schema();
      const response = await run('CREATE VIEW "Outer" AS SELECT * FROM "LEGACY_NEWS"');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(
        /^Структура таблиц приложения защищена \(news\)/,
      );
      expect(schema()).toBe(before);
    });

    it('refuses a view SQLite cannot resolve (it would stop a migration rebuilding a table)', async () => {
      const before = schema();
      const response = await run('CREATE VIEW nothing_there AS SELECT * FROM no_such_table');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(
        /^Запрос отменён: SQLite не может разрешить ссылки .*no such table: main\.no_such_table/,
      );
      expect(schema()).toBe(before);
    });

    it('caps temporary storage like the main file, in memory', async () => {
      const response = await run(
        'CREATE TEMP TABLE big AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 300000) SELECT randomblob(1000) AS b FROM c',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/64 МБ/);
    });

    it('refuses a statement with control characters before it is audited or run', async () => {
      const before = auditRows().length;
      const response = await run('SELECT 1;\u0000 DELETE FROM news');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/управляющие символы/);
      expect(auditRows()).toHaveLength(before);
      expect(scalar('SELECT count(*) FROM news')).toBe(1);
    });

    describe('the audit fails closed', () => {
      it('writes the entry before the statement runs and completes it after', async () => {
        await t.close();
        t = await createTestApp({ SQL_TIMEOUT_MS: '1500' }, { warmSqlRunner: true });
        token = (await superadmin(t.app)).token;
        const never =
          'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c';
        const statement = run(never);
        // While it runs, its entry is already there: who, when, IP, statement, outcome pending.
        await expect.poll(() => auditRows().at(-1)?.outcome, { timeout: 1000 }).toBe('pending');
        expect(auditRows().at(-1)).toMatchObject({ statement: never, completed_at: null });
        expect((await statement).statusCode).toBe(400);
        expect(auditRows().at(-1)).toMatchObject({
          outcome: 'timeout',
          completed_at: expect.any(String),
        });
      });

      it('refuses a statement whose entry cannot be written, and does not run it', async () => {
        await t.close();
        // SQL_TIMEOUT_MS 100: the API's writes wait 2.1 s for a lock, then give up.
        t = await createTestApp({ SQL_TIMEOUT_MS: '100' }, { warmSqlRunner: true });
        token = (await superadmin(t.app)).token;
        const lock = new Database(t.config.databasePath);
        lock.exec('BEGIN IMMEDIATE');
        try {
          const response = await run("UPDATE news SET title_en = 'changed' WHERE id = 1");
          expect(response.statusCode).toBe(503);
          expect(response.json()).toEqual({
            error:
              'Запрос не выполнен: не удалось записать его в журнал аудита. Повторите попытку позже',
          });
        } finally {
          lock.exec('ROLLBACK');
          lock.close();
        }
        expect(scalar('SELECT title_en FROM news WHERE id = 1')).not.toBe('changed');
        expect(
          scalar("SELECT count(*) FROM sql_audit_log WHERE statement LIKE 'UPDATE news%'"),
        ).toBe(0);
      });

      it('lets an entry be completed once and changed in no other way', () => {
        const id = sqliteOf(t)
          .prepare(
            "INSERT INTO sql_audit_log (admin_id, admin_username, executed_at, ip, statement, outcome, duration_ms) VALUES (1, 'root', 'now', '::1', 'SELECT 1', 'pending', 0) RETURNING id",
          )
          .pluck()
          .get() as number;
        const update = (set: string) => () =>
          sqliteOf(t).prepare(`UPDATE sql_audit_log SET ${set} WHERE id = ?`).run(id);
        expect(update("statement = 'SELECT 2', outcome = 'rows', completed_at = 'now'")).toThrow(
          /append-only/,
        );
        expect(update("outcome = 'rows'")).toThrow(/append-only/);
        expect(update("outcome = 'rows', row_count = 1, completed_at = 'now'")).not.toThrow();
        expect(update("outcome = 'error', completed_at = 'later'")).toThrow(/append-only/);
        expect(() => sqliteOf(t).prepare('DELETE FROM sql_audit_log WHERE id = ?').run(id)).toThrow(
          /append-only/,
        );
      });
    });
  });
});
