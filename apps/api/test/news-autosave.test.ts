import { validate, NewsAutosave } from '@fuelcard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAdmin, bearer, createTestApp, type TestApp } from './helpers/test-app';

const body = (overrides: Record<string, unknown> = {}) => ({
  slug: 'fuel-prices',
  priority: 'B',
  dates: { date: '2026-03-02', startDate: '', expireDate: '' },
  titles: { ru: 'Цены на топливо', en: 'Fuel prices' },
  descriptions: { ru: '<p>Текст.</p>', en: '<p>Text.</p>' },
  ...overrides,
});

/** Issue 26 §4: the editor's form autosaved on the server, never public, dropped by a save. */
describe('news autosave', () => {
  let t: TestApp;
  let olga: string;
  let ivan: string;
  let olgaId: number;
  let ivanId: number;
  let id: number;
  let now = Date.parse('2026-11-27T09:04:00.000Z');

  beforeEach(async () => {
    now = Date.parse('2026-11-27T09:04:00.000Z');
    t = await createTestApp({}, { now: () => new Date(now) });
    ({ token: olga, id: olgaId } = await addAdmin(t.app, 'olga'));
    ({ token: ivan, id: ivanId } = await addAdmin(t.app, 'ivan'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: bearer(olga),
      payload: body(),
    });
    expect(created.statusCode).toBe(201);
    id = created.json<{ id: number }>().id;
  });
  afterEach(() => t.close());

  const autosave = (token: string, payload: object, newsId: number | string = id) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${newsId}/autosave`,
      headers: bearer(token),
      payload,
    });
  const read = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/news/${id}/autosave`, headers: bearer(token) });
  /** No autosave of an existing item: 200 `null` (a 404 shows as a failed resource in every browser). */
  const none = async (token: string) => {
    const answer = await read(token);
    return answer.statusCode === 200 && answer.body === 'null';
  };
  const publicText = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/news' })).body +
    (await t.app.inject({ method: 'GET', url: `/api/news/fuel-prices` })).body;

  it('keeps the typed form for its author only, never in the item, its versions or the public answers', async () => {
    const before = await publicText();
    const typed = body({
      titles: { ru: 'Черновик правки', en: 'Draft edit' },
      descriptions: { ru: '<p>Секретный текст<script>x()</script></p>', en: '<p>Secret</p>' },
    });
    const saved = await autosave(olga, typed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ savedAt: '2026-11-27T09:04:00.000Z' });

    const mine = await read(olga);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const answer = mine.json<NewsAutosave>();
    expect(validate(NewsAutosave, answer).ok).toBe(true);
    expect(answer.basedOn).toBe(1);
    expect(answer.savedAt).toBe('2026-11-27T09:04:00.000Z');
    expect(answer.content.titles.ru).toBe('Черновик правки');
    // Stored as the versions store descriptions: sanitized.
    expect(answer.content.descriptions.ru).toBe('<p>Секретный текст</p>');
    expect(answer.content.status).toBe('published');
    // What the history shows as the unpublished changes: from the stored item to the autosave.
    expect(answer.adminUsername).toBe('olga');
    expect(answer.changes).toMatchObject([
      { field: 'titles.ru', before: 'Цены на топливо', after: 'Черновик правки' },
      { field: 'titles.en', before: 'Fuel prices', after: 'Draft edit' },
    ]);
    expect(answer.descriptions?.ru).toEqual(
      expect.arrayContaining([
        { kind: 'removed', text: expect.stringContaining('Текст') },
        { kind: 'added', text: expect.stringContaining('Секретный текст') },
      ]),
    );

    // Someone else has no autosave of the item.
    expect(await none(ivan)).toBe(true);
    // The item, its history and the public answers are as they were.
    const item = await t.app.inject({
      method: 'GET',
      url: `/api/admin/news/${id}`,
      headers: bearer(olga),
    });
    expect(item.json<{ titles: { ru: string } }>().titles.ru).toBe('Цены на топливо');
    expect(item.headers.etag).toBe('"1"');
    const versions = await t.app.inject({
      method: 'GET',
      url: `/api/admin/news/${id}/versions`,
      headers: bearer(olga),
    });
    expect(versions.json<unknown[]>()).toHaveLength(1);
    const after = await publicText();
    expect(after).toBe(before);
    expect(after).not.toContain('Черновик правки');
    expect(after).not.toContain('Секретный');
  });

  it('replaces the previous autosave and keeps a half-typed form (no title, dates in any order)', async () => {
    expect((await autosave(olga, body())).statusCode).toBe(200);
    now += 5_000;
    const half = body({
      slug: '',
      titles: { ru: '', en: '' },
      dates: { date: '2026-03-02', startDate: '2026-05-01', expireDate: '2026-04-01' },
    });
    const saved = await autosave(olga, half);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ savedAt: '2026-11-27T09:04:05.000Z' });
    const answer = (await read(olga)).json<NewsAutosave>();
    expect(answer.content.titles).toEqual({ ru: '', en: '' });
    expect(answer.content.slug).toBe('');
    expect(answer.savedAt).toBe('2026-11-27T09:04:05.000Z');
  });

  it('is dropped by its author’s save of the item or of its status, not by another’s', async () => {
    await autosave(olga, body({ titles: { ru: 'Ольга', en: 'Olga' } }));
    await autosave(ivan, body({ titles: { ru: 'Иван', en: 'Ivan' } }));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${id}`,
      headers: bearer(olga),
      payload: body({ titles: { ru: 'Сохранено', en: 'Saved' } }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await none(olga)).toBe(true);
    const ivans = (await read(ivan)).json<NewsAutosave>();
    expect(ivans.content.titles.ru).toBe('Иван');
    expect(ivans.basedOn).toBe(1);
    const status = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${id}/status`,
      headers: bearer(ivan),
      payload: { status: 'draft' },
    });
    expect(status.statusCode).toBe(200);
    expect(await none(ivan)).toBe(true);
  });

  it('is discarded with DELETE and with the item', async () => {
    await autosave(olga, body());
    const dropped = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${id}/autosave`,
      headers: bearer(olga),
    });
    expect(dropped.statusCode).toBe(200);
    expect(await none(olga)).toBe(true);

    await autosave(olga, body());
    await autosave(ivan, body());
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${id}`,
      headers: bearer(ivan),
    });
    expect(deleted.statusCode).toBe(200);
    const left = await t.app.inject({
      method: 'GET',
      url: `/api/admin/news/${id}/autosave`,
      headers: bearer(olga),
    });
    expect(left.statusCode).toBe(404);
    // Nothing left behind in the table.
    expect(await t.app.repos.newsAutosaves.find(id, olgaId)).toBeUndefined();
    expect(await t.app.repos.newsAutosaves.find(id, ivanId)).toBeUndefined();
  });

  it('answers bad input and unknown items with clear errors, never 500, and needs a session', async () => {
    expect((await autosave(olga, body(), 99999)).statusCode).toBe(404);
    expect((await autosave(olga, body(), 'x')).statusCode).toBe(400);
    const missing = await autosave(olga, { titles: { ru: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toBeTruthy();
    const deep = await autosave(
      olga,
      body({ descriptions: { ru: '<b>'.repeat(500) + 'x', en: '' } }),
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json<{ field: string }>().field).toBe('descriptions.ru');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${id}/autosave`,
      payload: body(),
    });
    expect(anonymous.statusCode).toBe(401);
    const anonymousRead = await t.app.inject({
      method: 'GET',
      url: `/api/admin/news/${id}/autosave`,
    });
    expect(anonymousRead.statusCode).toBe(401);
  });
});
