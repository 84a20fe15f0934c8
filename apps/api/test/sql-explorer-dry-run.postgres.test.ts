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
