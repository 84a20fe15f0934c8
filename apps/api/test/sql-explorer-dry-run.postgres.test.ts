import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

/**
 * PostgreSQL's sequences do not roll back: a dry run sets back what its statement took, while it
 * still keeps other writers of that table out (docs/decisions/api-0014). The API's own inserts
 * meanwhile wait, and then take ids that nobody will take again.
 */
describe('SQL Explorer dry run on PostgreSQL: sequences', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({}, { warmSqlRunner: true });
    token = (await superadmin(t.app)).token;
  });
  afterEach(() => t.close());

  const newsCounter = () =>
    t.db.scalar("SELECT last_value FROM pg_sequences WHERE sequencename = 'news_id_seq'");
  const createNews = (slug: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: bearer(token),
      payload: {
        slug,
        priority: 'B',
        dates: { date: '2026-01-01', startDate: '', expireDate: '' },
        titles: { ru: `Новость ${slug}`, en: '' },
        descriptions: { ru: '<p>Текст</p>', en: '' },
      },
    });

  it('keeps the API from inserting while it runs, then sets the counter back', async () => {
    const before = await newsCounter();
    const dryRun = t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/dry-run',
      headers: bearer(token),
      payload: {
        sql: "INSERT INTO news (slug, created_at, updated_at) SELECT 'dry-' || x, '', '' FROM generate_series(1, 50) AS x, pg_sleep(0.8)",
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const created = createNews('during-the-dry-run');
    const [dry, news] = await Promise.all([dryRun, created]);
    expect(dry.json()).toMatchObject({ affectedRows: 50 });
    expect(news.statusCode).toBe(201);
    const id = news.json<{ id: number }>().id;
    // The API's item took the id right after what there was: the dry run's 50 were given back.
    expect(id).toBe(Number(before ?? 0) + 1);
    expect(await newsCounter()).toBe(id);
    // And the ids go on without a clash.
    expect((await createNews('after-the-dry-run')).json()).toEqual({ id: id + 1 });
  });
});

describe('SQL Explorer on PostgreSQL: rows a statement shows are not the rows it changes', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({}, { warmSqlRunner: true });
    token = (await superadmin(t.app)).token;
    await t.db.query('DELETE FROM news');
    for (const slug of ['one', 'two', 'three'])
      await t.db.query(
        "INSERT INTO news (slug, title_ru, created_at, updated_at) VALUES (?, ?, '', '')",
        [slug, `Новость ${slug}`],
      );
  });
  afterEach(() => t.close());

  const post = (url: string, sql: string) =>
    t.app.inject({ method: 'POST', url, payload: { sql }, headers: bearer(token) });

  it('counts the rows a data-changing WITH deletes, in the dry run and in the activity log', async () => {
    const sql = 'WITH gone AS (DELETE FROM news RETURNING id) SELECT count(*) AS n FROM gone';
    const dry = await post('/api/sql-explorer/dry-run', sql);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ affectedRows: 3 });
    expect(await t.db.query('SELECT count(*) AS n FROM news')).toEqual([{ n: 3 }]);
    expect((await post('/api/sql-explorer/execute', sql)).statusCode).toBe(200);
    const [entry] = await t.db.query<{ details: string }>(
      "SELECT details FROM admin_audit_log WHERE action = 'sql.write'",
    );
    expect(JSON.parse(entry!.details)).toMatchObject({ statement: sql, affectedRows: 3 });
  });
});
