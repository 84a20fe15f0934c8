import { afterEach, describe, expect, it } from 'vitest';
import { explorerRoleName } from '../src/db/postgres/explorer-role';
import {
  LARGE_OBJECTS_MESSAGE,
  SEQUENCE_FUNCTIONS_MESSAGE,
  SERVER_FILES_MESSAGE,
} from '../src/sql-explorer/postgres-statement-guard';
import {
  AUTHID_MESSAGE,
  catalogClosedMessage,
  functionClosedMessage,
  LARGE_OBJECT_DATA_MESSAGE,
  POSTGRES_SEQUENCE_MESSAGE,
  schemaClosedMessage,
} from '../src/sql-explorer/postgres-refusals';
import { schemaProtectedMessage } from '../src/sql-explorer/schema-guard';
import { passwordStep } from './helpers/second-factor';
import {
  bearer,
  createTestApp,
  superadmin,
  SUPERADMIN,
  tempDir,
  type TestApp,
} from './helpers/test-app';

/**
 * Issue 23, items 2 and 3 (PostgreSQL): the SQL Explorer can neither move the id sequences
 * (nextval burned 100,000 audit ids in 66 ms) nor write large objects (328 MB on disk outside every
 * table in three statements), in any spelling or through a function of its own; and privilege
 * refusals on catalogs say in Russian what was refused.
 */
describe('SQL Explorer on PostgreSQL: sequences and large objects', { timeout: 60_000 }, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const start = async (dir?: string) => {
    const t = await createTestApp({}, { warmSqlRunner: true, ...(dir ? { dir } : {}) });
    cleanups.push(() => t.close());
    return t;
  };
  const explorer = async (t: TestApp) => {
    const token = (await superadmin(t.app)).token;
    return (sql: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sql-explorer/execute',
        payload: { sql },
        headers: bearer(token),
      });
  };
  const roleOf = (t: TestApp) => explorerRoleName(new URL(t.config.databaseUrl!).pathname.slice(1));
  /** Every id counter but the SQL audit's, which each statement's entry moves. */
  // The audits move by their own entries (each statement; each executed change, such as the
  // CREATE FUNCTION below, is an activity log entry too): checked against their rows.
  const counters = (t: TestApp) =>
    t.db.query(
      "SELECT sequencename, last_value FROM pg_sequences WHERE schemaname IN ('public', 'drizzle') AND sequencename NOT IN ('sql_audit_log_id_seq', 'admin_audit_log_id_seq') ORDER BY 1",
    );

  it('refuses nextval and setval in any spelling, and the role cannot move a sequence', async () => {
    const t = await start();
    const run = await explorer(t);
    const before = await counters(t);
    for (const [sql, message] of [
      [
        "SELECT nextval('admin_audit_log_id_seq') FROM generate_series(1, 100000)",
        SEQUENCE_FUNCTIONS_MESSAGE,
      ],
      ["SELECT setval('news_id_seq', 5000000)", SEQUENCE_FUNCTIONS_MESSAGE],
      ['SELECT "nextval"(\'news_id_seq\')', SEQUENCE_FUNCTIONS_MESSAGE],
      ["select PG_CATALOG.NEXTVAL('public.news_id_seq'::regclass)", SEQUENCE_FUNCTIONS_MESSAGE],
      ["SELECT pg_catalog.setval('news_id_seq', 1, false)", SEQUENCE_FUNCTIONS_MESSAGE],
      ['ALTER SEQUENCE news_id_seq RESTART WITH 1000000', POSTGRES_SEQUENCE_MESSAGE],
      ['ALTER TABLE news ALTER COLUMN id RESTART WITH 1000000', schemaProtectedMessage(['news'])],
      // The body is a string the guard does not read: the missing privilege refuses the call.
      ['SELECT burn() FROM generate_series(1, 1000)', POSTGRES_SEQUENCE_MESSAGE],
      ['SELECT burn_admin_audit()', POSTGRES_SEQUENCE_MESSAGE],
    ] as const) {
      if (sql.startsWith('SELECT burn()'))
        expect(
          (
            await run(
              "CREATE FUNCTION burn() RETURNS bigint LANGUAGE sql AS $$ SELECT nextval('public.news_id_seq') $$",
            )
          ).statusCode,
        ).toBe(200);
      if (sql.startsWith('SELECT burn_admin_audit'))
        expect(
          (
            await run(
              "CREATE FUNCTION burn_admin_audit() RETURNS bigint LANGUAGE plpgsql AS $$ BEGIN EXECUTE 'SELECT next' || 'val(''admin_audit_log_id_seq'')'; RETURN 0; END $$",
            )
          ).statusCode,
        ).toBe(200);
      const response = await run(sql);
      expect({
        sql,
        status: response.statusCode,
        error: response.json<{ error: string }>().error,
      }).toEqual({ sql, status: 400, error: message });
    }
    expect(await counters(t)).toEqual(before);
    expect(
      await t.db.scalar(
        "SELECT last_value FROM pg_sequences WHERE sequencename = 'sql_audit_log_id_seq'",
      ),
    ).toBe(await t.db.scalar('SELECT max(id) FROM sql_audit_log'));
    expect(
      await t.db.scalar(
        "SELECT last_value FROM pg_sequences WHERE sequencename = 'admin_audit_log_id_seq'",
      ),
    ).toBe(await t.db.scalar('SELECT max(id) FROM admin_audit_log'));

    // The sequences can still be read, and the explorer's own inserts still fill their ids.
    expect((await run('SELECT last_value FROM news_id_seq')).json()).toEqual({
      rows: [{ last_value: 1 }],
      truncated: false,
    });
    expect(
      (
        await run("INSERT INTO news (slug, created_at, updated_at) VALUES ('by-sql', 'now', 'now')")
      ).json(),
    ).toEqual({ affectedRows: 1 });
    expect(await t.db.scalar("SELECT id FROM news WHERE slug = 'by-sql'")).toBe(2);

    // The API's next news and audit entries take the next ids.
    const token = (await superadmin(t.app)).token;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: bearer(token),
      payload: {
        slug: '',
        priority: 'B',
        dates: { date: '2026-03-02', startDate: '', expireDate: '' },
        titles: { ru: 'Новость', en: 'News' },
        descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ id: number }>().id).toBe(3);
    const lastAudit = Number(await t.db.scalar('SELECT max(id) FROM admin_audit_log'));
    expect((await passwordStep(t.app, SUPERADMIN.username, SUPERADMIN.password)).statusCode).toBe(
      200,
    );
    expect(await t.db.scalar('SELECT max(id) FROM admin_audit_log')).toBe(lastAudit + 1);

    const role = roleOf(t);
    expect(
      await t.db.query(
        `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind = 'S' AND n.nspname IN ('public', 'drizzle')
            AND (has_sequence_privilege(?, c.oid, 'USAGE') OR has_sequence_privilege(?, c.oid, 'UPDATE'))`,
        [role, role],
      ),
    ).toEqual([]);
  });

  it('gives the explorer nothing on a sequence made later, even through default privileges', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const first = await start(dir.dir);
    // A later migration's sequence, after someone gave PUBLIC sequences by default.
    const storage = first.app.storage;
    if (storage.engine !== 'postgresql') throw new Error('this test needs PostgreSQL');
    await storage.pool.query('ALTER DEFAULT PRIVILEGES GRANT USAGE, UPDATE ON SEQUENCES TO PUBLIC');
    await storage.pool.query('CREATE SEQUENCE later_id_seq');
    await first.close();
    cleanups.pop();

    const t = await start(dir.dir);
    const run = await explorer(t);
    const role = roleOf(t);
    for (const privilege of ['USAGE', 'UPDATE'])
      expect(
        await t.db.scalar(`SELECT has_sequence_privilege(?, 'later_id_seq', '${privilege}')`, [
          role,
        ]),
      ).toBe(0);
    expect(await t.db.scalar("SELECT count(*) FROM pg_default_acl WHERE defaclobjtype = 'S'")).toBe(
      0,
    );
    await run(
      "CREATE FUNCTION burn() RETURNS bigint LANGUAGE sql AS $$ SELECT nextval('public.later_id_seq') $$",
    );
    expect((await run('SELECT burn()')).json()).toEqual({ error: POSTGRES_SEQUENCE_MESSAGE });
    expect(
      await t.db.query("SELECT last_value FROM pg_sequences WHERE sequencename = 'later_id_seq'"),
    ).toEqual([{ last_value: null }]);
  });

  it('refuses large objects in any spelling, also made inside a function of its own', async () => {
    const t = await start();
    const run = await explorer(t);
    expect(
      (
        await run(
          "CREATE FUNCTION fill() RETURNS oid LANGUAGE plpgsql AS $$ BEGIN RETURN lo_from_bytea(0, convert_to(repeat('x', 1000000), 'UTF8')); END $$",
        )
      ).statusCode,
    ).toBe(200);
    for (const sql of [
      "SELECT lo_from_bytea(0, convert_to(repeat('x', 100000000), 'UTF8'))",
      'SELECT lo_create(0)',
      'SELECT "LO_CREAT"(-1)',
      'select PG_CATALOG.lo_creat(-1)',
      "SELECT lowrite(lo_open(lo_create(0), 131072), 'x')",
      "SELECT lo_put(16400, 0, 'x')",
      'SELECT lo_get(16400)',
      'SELECT lo_unlink(16400)',
      'ALTER LARGE OBJECT 16400 OWNER TO CURRENT_USER',
      "COMMENT ON LARGE OBJECT 16400 IS 'x'",
      'SELECT fill()',
      'SELECT fill() FROM generate_series(1, 3)',
    ]) {
      const response = await run(sql);
      expect({
        sql,
        status: response.statusCode,
        error: response.json<{ error: string }>().error,
      }).toEqual({ sql, status: 400, error: LARGE_OBJECTS_MESSAGE });
    }
    expect((await run("SELECT lo_import('/etc/hostname')")).json()).toEqual({
      error: SERVER_FILES_MESSAGE,
    });
    expect(await t.db.scalar('SELECT count(*) FROM pg_largeobject_metadata')).toBe(0);
    expect((await run('SELECT 1 AS one')).json()).toEqual({ rows: [{ one: 1 }], truncated: false });
  });

  it('takes the large objects its role made before from it, at start', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const first = await start(dir.dir);
    const role = roleOf(first);
    const made = Number(await first.db.scalar("SELECT lo_from_bytea(0, 'made through the hole')"));
    await first.db.query(`ALTER LARGE OBJECT ${made} OWNER TO ${role}`);
    await first.close();
    cleanups.pop();

    const t = await start(dir.dir);
    const run = await explorer(t);
    expect(
      await t.db.scalar(
        'SELECT r.rolname FROM pg_largeobject_metadata m JOIN pg_roles r ON r.oid = m.lomowner WHERE m.oid = ?',
        [made],
      ),
    ).toBe('fuelcard_app');
    await run(
      `CREATE FUNCTION grow() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN lo_put(${made}, 0, 'more'); END $$`,
    );
    expect((await run('SELECT grow()')).json()).toEqual({ error: LARGE_OBJECTS_MESSAGE });
    expect((await run('SELECT 1 AS one')).statusCode).toBe(200);
  });

  it.each([
    ['SELECT * FROM pg_authid', AUTHID_MESSAGE],
    ['select rolpassword from PG_CATALOG.PG_AUTHID', AUTHID_MESSAGE],
    ['SELECT * FROM pg_largeobject', LARGE_OBJECT_DATA_MESSAGE],
    ['SELECT * FROM pg_statistic', catalogClosedMessage('pg_statistic')],
    ['SELECT * FROM pg_user_mapping', catalogClosedMessage('pg_user_mapping')],
    ['SELECT * FROM pg_shadow', catalogClosedMessage('pg_shadow')],
    ['CREATE TABLE public.mine (a int)', schemaClosedMessage('public')],
    ['CREATE VIEW drizzle.mine AS SELECT 1', schemaClosedMessage('drizzle')],
    ['SELECT pg_stat_reset()', functionClosedMessage('pg_stat_reset')],
    [
      'CREATE FUNCTION count_news() RETURNS bigint LANGUAGE sql BEGIN ATOMIC SELECT count(*) FROM news; END',
      schemaProtectedMessage(['news']),
    ],
  ])('answers %j with its own Russian message', async (sql, message) => {
    const t = await start();
    const response = await (await explorer(t))(sql);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('still lets the explorer make views, triggers and functions of its own tables', async () => {
    const t = await start();
    const run = await explorer(t);
    for (const sql of [
      'CREATE TABLE notes (id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, body text)',
      'CREATE TABLE replies (id serial PRIMARY KEY, note bigint REFERENCES notes)',
      'CREATE VIEW short_notes AS SELECT id, left(body, 10) AS body FROM notes',
      "CREATE FUNCTION stamp() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.body := NEW.body || '!'; RETURN NEW; END $$",
      'CREATE TRIGGER notes_stamp BEFORE INSERT ON notes FOR EACH ROW EXECUTE FUNCTION stamp()',
      "INSERT INTO notes (body) VALUES ('a')",
      'CREATE TABLE news_copy AS SELECT id, slug FROM news',
    ])
      expect({ sql, status: (await run(sql)).statusCode }).toEqual({ sql, status: 200 });
    expect((await run('SELECT body FROM short_notes')).json()).toEqual({
      rows: [{ body: 'a!' }],
      truncated: false,
    });
  });
});
