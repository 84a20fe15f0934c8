import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAdmin, bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

/** The id sequence (counter) of the news table as each engine keeps it. */
const NEWS_COUNTER =
  process.env.TEST_DATABASE_ENGINE === 'postgresql'
    ? "SELECT last_value AS value FROM pg_sequences WHERE sequencename = 'news_id_seq'"
    : "SELECT seq AS value FROM sqlite_sequence WHERE name = 'news'";

describe('SQL Explorer dry run', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = (await superadmin(t.app)).token;
    await t.db.query('DELETE FROM news');
    for (const slug of ['first', 'second', 'third'])
      await t.db.query(
        "INSERT INTO news (slug, title_ru, created_at, updated_at) VALUES (?, ?, '', '')",
        [slug, `Новость ${slug}`],
      );
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const dryRun = (sql: string) => post('/api/sql-explorer/dry-run', { sql });
  const execute = (sql: string, readOnly?: boolean) =>
    post('/api/sql-explorer/execute', readOnly === undefined ? { sql } : { sql, readOnly });

  /** Everything a dry run must leave as it was. */
  async function state() {
    const revision =
      (
        await t.db.query(
          t.engine === 'sqlite'
            ? "SELECT 1 FROM sqlite_master WHERE name = 'news_revision'"
            : "SELECT 1 FROM pg_tables WHERE tablename = 'news_revision'",
        )
      ).length > 0
        ? await t.db.query('SELECT revision FROM news_revision')
        : null;
    return {
      news: await t.db.query('SELECT * FROM news ORDER BY id'),
      versions: await t.db.query('SELECT count(*) AS n FROM news_versions'),
      administrators: await t.db.query('SELECT id, username, role FROM administrators ORDER BY id'),
      counter: await t.db.query(NEWS_COUNTER),
      // The news table's revision (moved by triggers on every news change), where it exists.
      revision,
    };
  }
  const activity = () =>
    t.db.query<{ action: string; actor_username: string; details: string }>(
      "SELECT action, actor_username, details FROM admin_audit_log WHERE action LIKE 'sql.%'",
    );

  it('shows what DELETE FROM news would delete and changes nothing', async () => {
    const before = await state();
    const response = await dryRun('DELETE FROM news');
    expect(response.statusCode).toBe(200);
    const answer = response.json<{
      readOnly: boolean;
      affectedRows: number;
      preview: Array<{ slug: string }>;
      previewTruncated: boolean;
      changesStructure: boolean;
    }>();
    expect(answer).toMatchObject({
      readOnly: false,
      affectedRows: 3,
      changesStructure: false,
      previewTruncated: false,
    });
    expect(answer.preview.map((row) => row.slug).sort()).toEqual(['first', 'second', 'third']);
    expect(await state()).toEqual(before);
    // The dry run is audited as such; the activity log has no write.
    const audit = await t.db.query<{ outcome: string; row_count: number; statement: string }>(
      'SELECT outcome, row_count, statement FROM sql_audit_log ORDER BY id',
    );
    expect(audit).toEqual([{ outcome: 'dry-run', row_count: 3, statement: 'DELETE FROM news' }]);
    expect(await activity()).toEqual([]);
  });

  it('never moves the id counter: the id an INSERT would take is the one a real insert takes', async () => {
    const before = await state();
    const insert =
      "INSERT INTO news (slug, title_ru, created_at, updated_at) VALUES ('fourth', 'Четвёртая', '', '')";
    const response = await dryRun(`${insert};  -- and a comment`);
    const answer = response.json<{ affectedRows: number; preview: Array<{ id: number }> }>();
    expect(answer.affectedRows).toBe(1);
    const previewedId = answer.preview[0]!.id;
    expect(await state()).toEqual(before);
    // Twice, to be sure nothing accumulates.
    await dryRun(insert);
    expect(await state()).toEqual(before);

    expect((await execute(insert)).json()).toEqual({ affectedRows: 1 });
    const [row] = await t.db.query<{ id: number }>("SELECT id FROM news WHERE slug = 'fourth'");
    expect(Number(row!.id)).toBe(previewedId);
  });

  it('shows a promotion by UPDATE without making it', async () => {
    await addAdmin(t.app, 'editor');
    const response = await dryRun(
      "UPDATE administrators SET role = 'superadmin' WHERE username = 'editor'",
    );
    expect(response.json()).toMatchObject({
      readOnly: false,
      affectedRows: 1,
      preview: [expect.objectContaining({ username: 'editor', role: 'superadmin' })],
    });
    const [editor] = await t.db.query<{ role: string }>(
      "SELECT role FROM administrators WHERE username = 'editor'",
    );
    expect(editor!.role).toBe('admin');
  });

  it('cuts the preview and still counts every row', async () => {
    await t.db.query(
      t.engine === 'sqlite'
        ? "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 40) INSERT INTO news (slug, created_at, updated_at) SELECT 'bulk-' || x, '', '' FROM c"
        : "INSERT INTO news (slug, created_at, updated_at) SELECT 'bulk-' || x, '', '' FROM generate_series(1, 40) AS x",
    );
    const answer = (await dryRun("UPDATE news SET priority = 'A'")).json<{
      affectedRows: number;
      preview: unknown[];
      previewTruncated: boolean;
    }>();
    expect(answer.affectedRows).toBe(43);
    expect(answer.preview).toHaveLength(20);
    expect(answer.previewTruncated).toBe(true);
  });

  it('answers a statement with its own RETURNING and one without rows to show', async () => {
    const returning = (await dryRun("DELETE FROM news WHERE slug = 'first' RETURNING slug")).json();
    expect(returning).toMatchObject({ affectedRows: 1, preview: [{ slug: 'first' }] });
    const table = (await dryRun('CREATE TABLE scratch (x integer)')).json();
    expect(table).toMatchObject({ readOnly: false, affectedRows: 0, changesStructure: true });
    expect((await execute('SELECT count(*) AS n FROM scratch')).statusCode).toBe(400);
  });

  it('says a query is read-only and shows nothing to change', async () => {
    expect((await dryRun('SELECT * FROM news')).json()).toEqual({
      readOnly: true,
      affectedRows: 0,
      changesStructure: false,
      preview: null,
      previewTruncated: false,
    });
  });

  it('refuses what execute refuses, with the same messages, and changes nothing', async () => {
    const before = await state();
    for (const sql of ['DROP TABLE news', 'DELETE FROM sql_audit_log', 'BEGIN']) {
      const dry = await dryRun(sql);
      const executed = await execute(sql);
      expect(dry.statusCode, sql).toBe(400);
      expect(dry.json(), sql).toEqual(executed.json());
    }
    expect((await dryRun('   ')).json()).toEqual({ error: 'Введите SQL-запрос' });
    expect(await state()).toEqual(before);
  });

  it('refuses a second statement after the first, in a dry run as in execute, and changes nothing', async () => {
    const before = await state();
    for (const sql of [
      'SELECT 1; DELETE FROM news; COMMIT',
      'SELECT 1; DELETE FROM news',
      "UPDATE news SET slug = 'x' WHERE id < 0; DELETE FROM news",
    ]) {
      const dry = await dryRun(sql);
      expect(dry.statusCode, sql).toBe(400);
      expect(dry.json(), sql).toEqual((await execute(sql)).json());
      expect(await state(), sql).toEqual(before);
    }
    expect(await activity()).toEqual([]);
  });

  it('is for the superadmin only', async () => {
    const editor = await addAdmin(t.app, 'editor');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/dry-run',
      payload: { sql: 'DELETE FROM news' },
      headers: bearer(editor.token),
    });
    expect(response.statusCode).toBe(403);
    expect(await t.db.query('SELECT * FROM news')).toHaveLength(3);
  });
});

describe('SQL Explorer executions', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = (await superadmin(t.app)).token;
    await t.db.query('DELETE FROM news');
    await t.db.query(
      "INSERT INTO news (slug, title_ru, created_at, updated_at) VALUES ('only', 'Одна', '', '')",
    );
  });
  afterEach(() => t.close());

  const execute = (sql: string, readOnly?: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/execute',
      payload: readOnly === undefined ? { sql } : { sql, readOnly },
      headers: bearer(token),
    });
  const activity = async () =>
    (
      await t.db.query<{ action: string; actor_username: string; details: string }>(
        "SELECT action, actor_username, details FROM admin_audit_log WHERE action LIKE 'sql.%' ORDER BY id",
      )
    ).map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));

  it('writes every executed change to the activity log: the statement, the rows and who', async () => {
    await addAdmin(t.app, 'editor');
    const promote = "UPDATE administrators SET role = 'superadmin' WHERE username = 'editor'";
    expect((await execute(promote)).json()).toEqual({ affectedRows: 1 });
    expect((await execute('DELETE FROM news')).json()).toEqual({ affectedRows: 1 });
    expect((await execute('CREATE TABLE scratch (x integer)')).statusCode).toBe(200);
    // Reads and writes that change nothing are not entries.
    await execute('SELECT * FROM administrators');
    await execute("UPDATE news SET slug = 'x' WHERE id < 0");
    expect(await activity()).toEqual([
      {
        action: 'sql.write',
        actor_username: 'root',
        details: { statement: promote, affectedRows: 1 },
      },
      {
        action: 'sql.write',
        actor_username: 'root',
        details: { statement: 'DELETE FROM news', affectedRows: 1 },
      },
      {
        action: 'sql.write',
        actor_username: 'root',
        details: {
          statement: 'CREATE TABLE scratch (x integer)',
          affectedRows: 0,
          structureChanged: true,
        },
      },
    ]);
  });

  it('runs a read-only request only if the engine finds it changes nothing', async () => {
    const read = await execute('SELECT slug FROM news', true);
    expect(read.json()).toEqual({ rows: [{ slug: 'only' }], truncated: false });
    const write = await execute('DELETE FROM news', true);
    expect(write.statusCode).toBe(409);
    expect(write.json()).toEqual({
      error: expect.stringMatching(/изменяет данные/),
      changesData: true,
    });
    expect(await t.db.query('SELECT slug FROM news')).toHaveLength(1);
    expect(await activity()).toEqual([]);
    const audit = await t.db.query<{ outcome: string }>(
      'SELECT outcome FROM sql_audit_log ORDER BY id',
    );
    expect(audit.map((row) => row.outcome)).toEqual(['rows', 'refused']);
  });

  it('says how many rows a cut result had', async () => {
    const many =
      t.engine === 'sqlite'
        ? 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 1500) SELECT x FROM c'
        : 'SELECT x FROM generate_series(1, 1500) AS x';
    const byRows = (await execute(many)).json<{ rows: unknown[]; totalRows: number }>();
    expect(byRows).toMatchObject({ truncated: true, totalRows: 1500 });
    expect(byRows.rows).toHaveLength(1000);
    // Cut by size (about 1 MB): 200 wide rows asked, fewer shown, all counted.
    const wide =
      t.engine === 'sqlite'
        ? "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 200) SELECT x, replace(hex(zeroblob(2550)), '0', 'ж') AS b FROM c"
        : "SELECT x, repeat('ж', 5100) AS b FROM generate_series(1, 200) AS x";
    const bySize = (await execute(wide)).json<{ rows: unknown[]; totalRows: number }>();
    expect(bySize).toMatchObject({ truncated: true, totalRows: 200 });
    expect(bySize.rows.length).toBeLessThan(200);
    expect(bySize.rows.length).toBeGreaterThan(150);
  });
});

describe('SQL Explorer dry run limits', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('stops a dry run at SQL_TIMEOUT_MS with the same message as an execution', async () => {
    t = await createTestApp({ SQL_TIMEOUT_MS: '2000' }, { warmSqlRunner: true });
    const token = (await superadmin(t.app)).token;
    const slow =
      t.engine === 'sqlite'
        ? "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) INSERT INTO seed_state (step, done_at) SELECT 'slow-' || x, '' FROM c WHERE x % 50000000 = 0"
        : "INSERT INTO news (slug, created_at, updated_at) SELECT 'slow', '', '' FROM pg_sleep(30)";
    const before = await t.db.query('SELECT count(*) AS n FROM news');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/dry-run',
      payload: { sql: slow },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Запрос прерван: он выполнялся дольше 2 с' });
    expect(await t.db.query('SELECT count(*) AS n FROM news')).toEqual(before);
    const [entry] = await t.db.query<{ outcome: string; error: string }>(
      'SELECT outcome, error FROM sql_audit_log',
    );
    expect(entry).toEqual({
      outcome: 'dry-run',
      error: 'Запрос прерван: он выполнялся дольше 2 с',
    });
  }, 30_000);
});
