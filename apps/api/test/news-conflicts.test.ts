import { validate, NewsConflictResponse, type ConsoleNewsItem } from '@fuelcard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAdmin, bearer, createTestApp, type TestApp } from './helpers/test-app';

const body = (overrides: Record<string, unknown> = {}) => ({
  slug: '',
  priority: 'B',
  dates: { date: '2026-03-02', startDate: '', expireDate: '' },
  titles: { ru: 'Новость', en: 'News' },
  descriptions: { ru: '<p>Текст.</p>', en: '<p>Text.</p>' },
  ...overrides,
});

/** Issue 26 §5: no silent overwrites — the item's version as its ETag, If-Match on the writes. */
describe('news versions as ETags (If-Match → 412)', () => {
  let t: TestApp;
  let olga: string;
  let ivan: string;
  let id: number;

  let now = Date.parse('2026-11-27T09:00:00.000Z');

  beforeEach(async () => {
    t = await createTestApp({}, { now: () => new Date(now) });
    olga = (await addAdmin(t.app, 'olga')).token;
    ivan = (await addAdmin(t.app, 'ivan')).token;
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

  const open = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/news/${id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return { etag: response.headers.etag as string, item: response.json<ConsoleNewsItem>() };
  };
  const save = (token: string, payload: object, ifMatch?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${id}`,
      headers: { ...bearer(token), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      payload,
    });
  const setStatus = (token: string, status: 'draft' | 'published', ifMatch?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${id}/status`,
      headers: { ...bearer(token), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      payload: { status },
    });

  it('answers the item with its version as a strong ETag', async () => {
    const { etag, item } = await open(olga);
    expect(etag).toBe('"1"');
    expect(item.version).toBe(1);
    const saved = await save(olga, body({ titles: { ru: 'Второй', en: 'Second' } }), etag);
    expect(saved.statusCode).toBe(200);
    // The answer names the version it stored, ready for the next save.
    expect(saved.headers.etag).toBe('"2"');
    expect((await open(olga)).etag).toBe('"2"');
  });

  it('refuses a save over a version the editor did not see, with the current item, and keeps it', async () => {
    const olgaOpened = await open(olga);
    const ivanOpened = await open(ivan);
    const first = await save(
      ivan,
      body({ titles: { ru: 'Правка Ивана', en: 'Ivan' } }),
      ivanOpened.etag,
    );
    expect(first.statusCode).toBe(200);

    const late = await save(
      olga,
      body({ titles: { ru: 'Правка Ольги', en: 'Olga' } }),
      olgaOpened.etag,
    );
    expect(late.statusCode).toBe(412);
    const answer = late.json<NewsConflictResponse>();
    expect(validate(NewsConflictResponse, answer)).toMatchObject({ ok: true });
    expect(answer.error).toMatch(/^Новость уже изменили/);
    expect(answer.version).toBe(2);
    expect(answer.current).toMatchObject({ version: 2, titles: { ru: 'Правка Ивана' } });
    // Nothing of Olga's was stored: no version, the text is Ivan's.
    const now = await open(olga);
    expect(now.etag).toBe('"2"');
    expect(now.item.titles.ru).toBe('Правка Ивана');
    const versions = await t.app.inject({
      method: 'GET',
      url: `/api/admin/news/${id}/versions`,
      headers: bearer(olga),
    });
    expect(versions.json<unknown[]>()).toHaveLength(2);

    // «Перезаписать»: the same save over the version the 412 named goes through.
    const overwrite = await save(
      olga,
      body({ titles: { ru: 'Правка Ольги', en: 'Olga' } }),
      `"${answer.version}"`,
    );
    expect(overwrite.statusCode).toBe(200);
    expect((await open(ivan)).item.titles.ru).toBe('Правка Ольги');
  });

  it('behaves as before without If-Match, with `*`, or an empty one', async () => {
    await save(ivan, body({ titles: { ru: 'Иван', en: 'Ivan' } }), '"1"');
    expect((await save(olga, body({ titles: { ru: 'Без условия', en: 'x' } }))).statusCode).toBe(
      200,
    );
    expect((await save(olga, body(), '*')).statusCode).toBe(200);
    expect((await save(olga, body(), '')).statusCode).toBe(200);
  });

  it('takes a list of tags, compares strongly, and never answers 500 to a malformed header', async () => {
    const { etag } = await open(olga); // "1"
    expect((await save(olga, body(), `W/${etag}`)).statusCode).toBe(412);
    for (const header of ['1', '"abc"', '"0"', '"99999999999"', 'garbage, "', '"1'])
      expect((await save(olga, body(), header)).statusCode, header).toBe(412);
    expect((await save(olga, body(), `"7", ${etag}`)).statusCode).toBe(200);
  });

  it('guards the status call the same way, also when the status would not change', async () => {
    const { etag } = await open(olga);
    await save(ivan, body({ titles: { ru: 'Иван', en: 'Ivan' } }), etag);
    const stale = await setStatus(olga, 'draft', etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json<NewsConflictResponse>().current.status).toBe('published');
    expect((await setStatus(olga, 'published', etag)).statusCode).toBe(412);

    const fresh = await setStatus(olga, 'draft', '"2"');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).toBe('"3"');
    expect((await open(olga)).item.status).toBe('draft');
    // Unchanged status with the current tag: 200, same tag.
    const same = await setStatus(olga, 'draft', '"3"');
    expect(same.statusCode).toBe(200);
    expect(same.headers.etag).toBe('"3"');
  });

  it('lets exactly one of two saves over the same version through when they race', async () => {
    const { etag } = await open(olga);
    const answers = await Promise.all([
      save(olga, body({ titles: { ru: 'А', en: 'A' } }), etag),
      save(ivan, body({ titles: { ru: 'Б', en: 'B' } }), etag),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    expect((await open(olga)).etag).toBe('"2"');
  });

  it('tells each editor who else has the item open, until they leave or stop being seen', async () => {
    const see = (token: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/news/${id}/presence`,
        headers: bearer(token),
        payload: {},
      });
    expect((await see(olga)).json()).toEqual({ editors: [] });
    now += 5_000;
    const ivanSees = await see(ivan);
    expect(ivanSees.statusCode).toBe(200);
    expect(ivanSees.json()).toEqual({
      editors: [{ username: 'olga', seenAt: new Date(now - 5_000).toISOString() }],
    });
    expect((await see(olga)).json<{ editors: Array<{ username: string }> }>().editors).toEqual([
      expect.objectContaining({ username: 'ivan' }),
    ]);
    // Ivan closes the editor: gone at once.
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${id}/presence`,
      headers: bearer(ivan),
    });
    expect(left.statusCode).toBe(200);
    expect((await see(olga)).json()).toEqual({ editors: [] });
    // Olga's tab is closed without a word: after 45 s she no longer counts.
    await see(ivan);
    now += 46_000;
    expect((await see(ivan)).json()).toEqual({ editors: [] });
    // An unknown item, a bad id: clear answers.
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/news/99999/presence',
      headers: bearer(olga),
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/news/x/presence',
      headers: bearer(olga),
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${id}/presence`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
