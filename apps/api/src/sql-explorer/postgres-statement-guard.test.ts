import { describe, expect, it } from 'vitest';
import {
  LARGE_OBJECTS_MESSAGE,
  ONE_STATEMENT_MESSAGE,
  postgresRefusalReason,
  SEQUENCE_FUNCTIONS_MESSAGE,
  SERVER_FILES_MESSAGE,
} from './postgres-statement-guard';

describe('postgresRefusalReason: id sequences and large objects (issue 23)', () => {
  it.each([
    "SELECT nextval('news_id_seq')",
    "select NEXTVAL('admin_audit_log_id_seq') from generate_series(1, 100000)",
    'SELECT "nextval"(\'news_id_seq\')',
    "SELECT pg_catalog . setval('news_id_seq', 5000000)",
    "/* x */ SELECT\tSetVal('news_id_seq', 1, false)",
    "CREATE TABLE burner (id bigint DEFAULT nextval('public.news_id_seq'))",
  ])('refuses %j as a sequence function', (sql) => {
    expect(postgresRefusalReason(sql)).toBe(SEQUENCE_FUNCTIONS_MESSAGE);
  });

  it.each([
    'SELECT lo_create(0)',
    'SELECT LO_CREAT(-1)',
    "SELECT lo_from_bytea(0, 'x')",
    'SELECT "lo_from_bytea"(0, \'x\')',
    "SELECT pg_catalog.lo_put(1, 0, 'x')",
    "SELECT lowrite(lo_open(1, 131072), 'x')",
    'SELECT loread(0, 1)',
    'SELECT lo_truncate64(0, 1)',
    'SELECT lo_unlink(1)',
    'ALTER LARGE OBJECT 1 OWNER TO CURRENT_USER',
    "comment on large /* x */ object 1 is 'x'",
  ])('refuses %j as a large object', (sql) => {
    expect(postgresRefusalReason(sql)).toBe(LARGE_OBJECTS_MESSAGE);
  });

  it('keeps lo_import and lo_export with the server files', () => {
    expect(postgresRefusalReason("SELECT lo_import('/etc/passwd')")).toBe(SERVER_FILES_MESSAGE);
    expect(postgresRefusalReason("SELECT lo_export(1, '/tmp/x')")).toBe(SERVER_FILES_MESSAGE);
  });

  it.each([
    "SELECT 'nextval(x)' AS text, $$ lo_create $$ AS body",
    'SELECT last_value FROM news_id_seq',
    'SELECT large, object FROM notes',
    'SELECT count(*) FROM pg_largeobject_metadata',
    "INSERT INTO news (slug, created_at, updated_at) VALUES ('lo_create', '', '')",
  ])('lets %j through', (sql) => {
    expect(postgresRefusalReason(sql)).toBeUndefined();
  });
});

describe('postgresRefusalReason: one statement a run', () => {
  it.each([
    'SELECT 1; DELETE FROM news; COMMIT',
    'SELECT 1;DELETE FROM news',
    "UPDATE news SET slug = 'x' WHERE id = 1; COMMIT;",
    'SELECT 1 /* ; */ ; SET ROLE postgres',
    'CREATE FUNCTION f() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1; END; DELETE FROM news',
  ])('refuses a second statement after the first: %s', (sql) => {
    expect(postgresRefusalReason(sql)).toBe(ONE_STATEMENT_MESSAGE);
  });

  it.each([
    'SELECT 1;',
    'SELECT 1 ;  ;\n-- done',
    "SELECT ';' AS semicolon",
    'SELECT $$a;b$$ AS text',
    'SELECT 1 AS "a;b"',
    "SELECT E'\\';' AS quoted -- ; trailing comment",
    'CREATE FUNCTION f() RETURNS bigint LANGUAGE sql BEGIN ATOMIC SELECT count(*) FROM news; END;',
    'CREATE FUNCTION g() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT CASE WHEN true THEN 1 END; END',
  ])('lets one statement run, its `;` in a string, an identifier or a comment: %s', (sql) => {
    expect(postgresRefusalReason(sql)).toBeUndefined();
  });
});
