import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_TABLES } from '../src/db/application-tables';
import { schemaProtectedMessage, TEMP_OBJECTS_MESSAGE } from '../src/sql-explorer/schema-guard';
import { passwordStep } from './helpers/second-factor';
import { bearer, createTestApp, superadmin, SUPERADMIN, type TestApp } from './helpers/test-app';
import { ENGINE } from './helpers/test-database';

/**
 * Issue 23, item 1: SQL identifiers ignore case however they are quoted, so no spelling of an
 * application table's name may carry a trigger, an index, a view or other DDL onto it. Every
 * spelling × every application table × every kind of object, on both engines; afterwards
 * sign-ins still reach admin_audit_log and the explorer still works.
 */

/** `admin_audit_log` → `Admin_Audit_Log`. */
const mixed = (table: string) =>
  table.replace(/(^|_)([a-z])/g, (_, bar, c) => bar + c.toUpperCase());

interface Spelling {
  name: string;
  /** Whether the engine resolves it to the application's table (else: a table that is not there). */
  resolves: boolean;
}

function sqliteSpellings(table: string): Spelling[] {
  return [
    { name: table, resolves: true },
    { name: `"${mixed(table)}"`, resolves: true },
    { name: `[${table.toUpperCase()}]`, resolves: true },
    { name: `\`${mixed(table)}\``, resolves: true },
    { name: `main."${table.toUpperCase()}"`, resolves: true },
    { name: `MAIN.${mixed(table)}`, resolves: true },
  ];
}

/** On PostgreSQL unquoted names fold to lower case; quoted mixed-case ones are other tables. */
function postgresSpellings(table: string): Spelling[] {
  const schema = table === '__drizzle_migrations' ? 'drizzle' : 'public';
  return [
    { name: table, resolves: schema === 'public' },
    { name: mixed(table), resolves: schema === 'public' },
    { name: `${schema.toUpperCase()}.${table.toUpperCase()}`, resolves: true },
    { name: `"${schema}"."${table}"`, resolves: true },
    { name: `"${mixed(table)}"`, resolves: false },
    { name: `${schema}."${table.toUpperCase()}"`, resolves: false },
  ];
}

interface Attempt {
  sql: string;
  /** The refusal expected when the name resolves to the application's table. */
  temporary: boolean;
}

function sqliteAttempts(name: string, column: string): Attempt[] {
  const attempts = (temporary: boolean, ...sql: string[]) =>
    sql.map((text) => ({ sql: text, temporary }));
  // An index (and a foreign key) names its table without a schema: the schema goes on the index.
  const dot = name.indexOf('.');
  const schema = dot < 0 ? '' : name.slice(0, dot + 1);
  const table = name.slice(dot + 1);
  return [
    ...attempts(
      false,
      `CREATE TRIGGER "x" BEFORE INSERT ON ${name} BEGIN SELECT RAISE(IGNORE); END`,
      `CREATE TRIGGER IF NOT EXISTS x AFTER DELETE ON ${name} BEGIN SELECT 1; END`,
      `CREATE INDEX ${schema}"i" ON ${table} (${column})`,
      `CREATE UNIQUE INDEX IF NOT EXISTS ${schema}i ON ${table} (${column})`,
      `CREATE VIEW "v" AS SELECT * FROM ${name}`,
      `CREATE VIEW IF NOT EXISTS v AS SELECT count(*) AS n FROM ${name}`,
      // Never read when it runs, yet bound to the table (a rebuild of it would then fail).
      `CREATE VIEW w AS SELECT 1 AS one WHERE 0 AND EXISTS (SELECT 1 FROM ${name})`,
      `ALTER TABLE ${name} ADD COLUMN extra TEXT`,
    ),
    ...attempts(
      true,
      `CREATE TEMP TRIGGER x BEFORE INSERT ON ${name} BEGIN SELECT RAISE(IGNORE); END`,
      `CREATE TEMPORARY VIEW IF NOT EXISTS v AS SELECT * FROM ${name}`,
    ),
    ...attempts(false, `CREATE TABLE ${schema}"f" (ref INTEGER REFERENCES ${table})`),
  ];
}

function postgresAttempts(name: string, column: string): Attempt[] {
  const attempts = (temporary: boolean, ...sql: string[]) =>
    sql.map((text) => ({ sql: text, temporary }));
  return [
    ...attempts(
      false,
      `CREATE TRIGGER "x" BEFORE INSERT ON ${name} FOR EACH ROW EXECUTE FUNCTION silence()`,
      `CREATE OR REPLACE TRIGGER x BEFORE INSERT OR UPDATE OR DELETE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION silence()`,
      `CREATE INDEX "i" ON ${name} (${column})`,
      `CREATE UNIQUE INDEX IF NOT EXISTS i ON ${name} (${column})`,
      `CREATE VIEW "v" AS SELECT * FROM ${name}`,
      `CREATE OR REPLACE VIEW v AS SELECT count(*) AS n FROM ${name}`,
      `CREATE VIEW w AS SELECT 1 AS one WHERE false AND EXISTS (SELECT 1 FROM ${name})`,
      `CREATE MATERIALIZED VIEW IF NOT EXISTS m AS SELECT * FROM ${name}`,
      `CREATE TABLE "f" (ref bigint REFERENCES ${name})`,
      `CREATE TABLE r (copy ${name})`,
      `ALTER TABLE ${name} ADD COLUMN extra text`,
    ),
    ...attempts(true, `CREATE TEMPORARY VIEW v AS SELECT * FROM ${name}`),
  ];
}

describe('SQL Explorer: application tables in every spelling', { timeout: 120_000 }, () => {
  // One app for the file: every attempt is refused, and each test checks that the schema is as
  // it found it and counts the sign-in and the explorer's audit from where they were.
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({}, { warmSqlRunner: true });
    token = (await superadmin(t.app)).token;
  });
  afterAll(() => t.close());

  const run = (sql: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/execute',
      payload: { sql },
      headers: bearer(token),
    });

  /** What the attempts must leave as it was: the whole schema (objects and their definitions). */
  const structure = async () =>
    JSON.stringify(
      ENGINE === 'sqlite'
        ? await t.db.query(
            'SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name',
          )
        : await t.db.query(
            `SELECT n.nspname, c.relname, c.relkind, c.relnatts,
                    (SELECT count(*) FROM pg_trigger g WHERE g.tgrelid = c.oid) AS triggers
               FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname IN ('public', 'drizzle', 'sql_explorer')
              ORDER BY 1, 2`,
          ),
    );

  const firstColumn = async (table: string) =>
    String(
      ENGINE === 'sqlite'
        ? await t.db.scalar('SELECT name FROM pragma_table_info(?) LIMIT 1', [table])
        : await t.db.scalar(
            'SELECT column_name FROM information_schema.columns WHERE table_name = ? ORDER BY ordinal_position LIMIT 1',
            [table],
          ),
    );

  it.each(APPLICATION_TABLES.map((table) => [table]))(
    'refuses triggers, indexes, views and other DDL on %s, and the audit keeps working',
    async (table) => {
      if (ENGINE === 'postgresql') {
        // A trigger function of the explorer's own, which the attempts would attach.
        const own = await run(
          'CREATE OR REPLACE FUNCTION silence() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$',
        );
        expect(own.statusCode).toBe(200);
      }
      const column = await firstColumn(table);
      const before = await structure();
      const spellings = ENGINE === 'sqlite' ? sqliteSpellings(table) : postgresSpellings(table);
      const failures: string[] = [];
      for (const spelling of spellings) {
        const attempts =
          ENGINE === 'sqlite'
            ? sqliteAttempts(spelling.name, column)
            : postgresAttempts(spelling.name, column);
        for (const attempt of attempts) {
          const response = await run(attempt.sql);
          const error = response.json<{ error?: string }>().error;
          const expected = attempt.temporary
            ? TEMP_OBJECTS_MESSAGE
            : schemaProtectedMessage([table]);
          const refused = response.statusCode === 400 && (!spelling.resolves || error === expected);
          if (!refused) failures.push(`${attempt.sql} → ${response.statusCode} ${response.body}`);
        }
      }

      // Sign-ins still reach the activity log, and the explorer (and its audit) still works.
      const signIns = Number(await t.db.scalar('SELECT count(*) FROM admin_audit_log'));
      expect((await passwordStep(t.app, SUPERADMIN.username, SUPERADMIN.password)).statusCode).toBe(
        200,
      );
      expect(Number(await t.db.scalar('SELECT count(*) FROM admin_audit_log'))).toBe(signIns + 1);
      expect((await run('SELECT 1 AS one')).json()).toEqual({
        rows: [{ one: 1 }],
        truncated: false,
      });
      expect(
        await t.db.scalar(
          "SELECT outcome FROM sql_audit_log WHERE statement = 'SELECT 1 AS one' ORDER BY id DESC LIMIT 1",
        ),
      ).toBe('rows');
      expect(failures).toEqual([]);
      expect(await structure()).toBe(before);
    },
  );
});
