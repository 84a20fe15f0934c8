import { validate, NewsMap, NewsVersionComparison } from '@fuelcard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAdmin, bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

const START = Date.parse('2026-03-02T09:00:00.000Z');
const DAY = 24 * 3600_000;

const body = (overrides: Record<string, unknown> = {}) => ({
  slug: '',
  priority: 'B',
  dates: { date: '2026-03-02', startDate: '', expireDate: '' },
  titles: { ru: 'Новость', en: 'News' },
  descriptions: { ru: '<p>Первый абзац текста.</p>', en: '<p>First paragraph.</p>' },
  ...overrides,
});

describe('news workflow', () => {
  let t: TestApp;
  let now: number;
  let editor: string;
  let root: string;

  beforeEach(async () => {
    now = START;
    t = await createTestApp({}, { now: () => new Date(now) });
    editor = (await addAdmin(t.app, 'editor')).token;
    root = (await superadmin(t.app)).token;
  });
  afterEach(() => t.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await send('POST', '/api/admin/news', editor, body(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const publicIds = async (token?: string) =>
    Object.keys((await send('GET', '/api/admin/news', token)).json<NewsMap>());

  describe('drafts', () => {
    it('never shows a draft to the public; the console sees it with its status', async () => {
      const draft = await create({ status: 'draft', titles: { ru: 'Черновик', en: 'Draft' } });
      const published = await create();
      // (The seeded welcome item's dates are over.)
      expect(await publicIds()).toEqual([String(published)]);
      // An invalid or ended token is the public.
      expect(await publicIds('not-a-token')).toEqual([String(published)]);
      const consoleMap = (await send('GET', '/api/admin/news', editor)).json<NewsMap>();
      expect(consoleMap[String(draft)]).toMatchObject({ status: 'draft' });
      expect(consoleMap['1']).toMatchObject({ status: 'published' });
      const publicMap = (await send('GET', '/api/admin/news')).json<NewsMap>();
      expect(validate(NewsMap, publicMap).ok).toBe(true);
      for (const item of Object.values(publicMap)) {
        expect(item).not.toHaveProperty('status');
        expect(item).not.toHaveProperty('updatedAt');
      }
      expect(JSON.stringify(publicMap)).not.toContain('Черновик');
    });

    it('publishes and unpublishes; the public list follows at once; an update keeps the status', async () => {
      const id = await create({ status: 'draft' });
      const status = (value: string) =>
        send('PUT', `/api/admin/news/${id}/status`, editor, { status: value });
      expect((await status('published')).json()).toEqual({ id });
      expect(await publicIds()).toContain(String(id));
      // A save without a status keeps the item's own.
      expect(
        (await send('PUT', `/api/admin/news/${id}`, editor, body({ slug: 'kept' }))).statusCode,
      ).toBe(200);
      expect(await publicIds()).toContain(String(id));
      expect((await status('draft')).statusCode).toBe(200);
      expect(await publicIds()).not.toContain(String(id));
      expect((await status('archived')).statusCode).toBe(400);
      expect(
        (await send('PUT', '/api/admin/news/9999/status', editor, { status: 'draft' })).statusCode,
      ).toBe(404);
      // Publishing through a save counts as publishing.
      expect(
        (await send('PUT', `/api/admin/news/${id}`, editor, body({ status: 'published' })))
          .statusCode,
      ).toBe(200);
      const actions = await t.db.query<{ action: string }>(
        'SELECT action FROM admin_audit_log WHERE target_id = ? ORDER BY id',
        [String(id)],
      );
      expect(actions.map((row) => row.action)).toEqual([
        'news.create',
        'news.publish',
        'news.update',
        'news.unpublish',
        'news.publish',
      ]);
    });

    it('keeps a scheduled published item hidden until its start, and a draft hidden always', async () => {
      const scheduled = await create({
        dates: { date: '2026-03-10', startDate: '2026-03-10', expireDate: '' },
      });
      const draft = await create({
        status: 'draft',
        dates: { date: '2026-03-10', startDate: '2026-03-10', expireDate: '' },
      });
      expect(await publicIds()).not.toContain(String(scheduled));
      now = START + 10 * DAY;
      const ids = await publicIds();
      expect(ids).toContain(String(scheduled));
      expect(ids).not.toContain(String(draft));
    });
  });

  describe('versions', () => {
    it('stores a version at every save with who and when, newest first', async () => {
      const id = await create();
      now += 60_000;
      await send(
        'PUT',
        `/api/admin/news/${id}`,
        root,
        body({
          titles: { ru: 'Правка', en: 'News' },
          descriptions: { ru: '<p>Первый абзац текста.</p>', en: '<p>Edited.</p>' },
        }),
      );
      now += 60_000;
      await send('PUT', `/api/admin/news/${id}/status`, editor, { status: 'draft' });
      const versions = await send('GET', `/api/admin/news/${id}/versions`, editor);
      // Each version with what it changed from the one before it.
      expect(versions.json()).toEqual([
        {
          version: 3,
          action: 'unpublish',
          adminUsername: 'editor',
          savedAt: new Date(START + 120_000).toISOString(),
          changed: ['status'],
        },
        {
          version: 2,
          action: 'update',
          adminUsername: 'root',
          savedAt: new Date(START + 60_000).toISOString(),
          changed: ['titles.ru', 'descriptions.en'],
        },
        {
          version: 1,
          action: 'create',
          adminUsername: 'editor',
          savedAt: new Date(START).toISOString(),
          changed: [],
        },
      ]);
      expect((await send('GET', '/api/admin/news/9999/versions', editor)).statusCode).toBe(404);
      expect((await send('GET', `/api/admin/news/${id}/versions`)).statusCode).toBe(401);
    });

    it('compares a version with the current item: fields and a word diff of each description', async () => {
      const id = await create({ slug: 'first', priority: 'B' });
      await send(
        'PUT',
        `/api/admin/news/${id}`,
        editor,
        body({
          slug: 'second',
          priority: 'A',
          dates: { date: '2026-03-05', startDate: '', expireDate: '' },
          titles: { ru: 'Новость дня', en: 'News' },
          descriptions: {
            ru: '<p>Первый абзац <strong>нового</strong> текста.</p><p>Второй.</p>',
            en: '<p>First paragraph.</p>',
          },
        }),
      );
      const response = await send('GET', `/api/admin/news/${id}/versions/1`, editor);
      expect(response.statusCode).toBe(200);
      const comparison = response.json<NewsVersionComparison>();
      expect(validate(NewsVersionComparison, comparison).ok).toBe(true);
      expect(comparison.content).toMatchObject({
        slug: 'first',
        priority: 'B',
        status: 'published',
        cover: null,
      });
      expect(comparison.changes).toEqual([
        { field: 'slug', before: 'first', after: 'second' },
        { field: 'priority', before: 'B', after: 'A' },
        { field: 'dates.date', before: '2026-03-02', after: '2026-03-05' },
        {
          field: 'titles.ru',
          before: 'Новость',
          after: 'Новость дня',
          // A text also word by word: one word added, not the whole title written again.
          parts: [
            { kind: 'same', text: 'Новость ' },
            { kind: 'added', text: 'дня' },
          ],
        },
      ]);
      expect(comparison.descriptions.en).toEqual([{ kind: 'same', text: 'First paragraph.' }]);
      const ru = comparison.descriptions.ru;
      expect(ru.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual(
        expect.arrayContaining(['нового']),
      );
      expect(ru.map((part) => part.text).join('')).not.toContain('<');
      expect(
        ru
          .filter((part) => part.kind !== 'removed')
          .map((part) => part.text)
          .join(''),
      ).toBe('Первый абзац нового текста.\nВторой.');
      expect((await send('GET', `/api/admin/news/${id}/versions/99`, editor)).statusCode).toBe(404);
    });

    it('restores a version as a new version, keeping the current status', async () => {
      const id = await create({ slug: 'original', titles: { ru: 'Было', en: 'Was' } });
      await send(
        'PUT',
        `/api/admin/news/${id}`,
        editor,
        body({ slug: 'changed', titles: { ru: 'Стало', en: 'Now' } }),
      );
      await send('PUT', `/api/admin/news/${id}/status`, editor, { status: 'draft' });
      const restored = await send('POST', `/api/admin/news/${id}/versions/1/restore`, editor, {});
      expect(restored.json()).toEqual({ id });
      const item = (await send('GET', '/api/admin/news', editor)).json<NewsMap>()[String(id)]!;
      expect(item).toMatchObject({ slug: 'original', titles: { ru: 'Было' }, status: 'draft' });
      const versions = (await send('GET', `/api/admin/news/${id}/versions`, editor)).json<
        Array<{ version: number; action: string }>
      >();
      expect(versions[0]).toMatchObject({ version: 4, action: 'restore' });
      // Its slug taken by another item meanwhile: 409, nothing changed.
      await send('PUT', `/api/admin/news/${id}`, editor, body({ slug: 'moved' }));
      await create({ slug: 'original' });
      const conflict = await send('POST', `/api/admin/news/${id}/versions/1/restore`, editor, {});
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({ field: 'slug' });
    });
  });

  describe('deleted items', () => {
    it('keeps a deleted item restorable by the superadmin, under its id, with its history', async () => {
      const id = await create({ slug: 'gone', titles: { ru: 'Удалённая', en: 'Deleted' } });
      expect((await send('DELETE', `/api/admin/news/${id}`, editor)).statusCode).toBe(200);
      expect((await send('GET', '/api/admin/news-deleted', editor)).statusCode).toBe(403);
      const list = await send('GET', '/api/admin/news-deleted', root);
      expect(list.json()).toEqual([
        {
          id,
          deletedAt: new Date(START).toISOString(),
          deletedBy: 'editor',
          restorableUntil: new Date(START + 30 * DAY).toISOString(),
          titles: { ru: 'Удалённая', en: 'Deleted' },
          slug: 'gone',
        },
      ]);
      expect(
        (await send('POST', `/api/admin/news-deleted/${id}/restore`, editor, {})).statusCode,
      ).toBe(403);
      now += 29 * DAY;
      root = (await superadmin(t.app)).token;
      const restored = await send('POST', `/api/admin/news-deleted/${id}/restore`, root, {});
      expect(restored.json()).toEqual({ id });
      // Back as a draft (issue 26 §8): looked at again before it is public.
      expect(await publicIds()).not.toContain(String(id));
      expect(
        (await send('GET', '/api/admin/news', root)).json<NewsMap>()[String(id)],
      ).toMatchObject({ status: 'draft', slug: 'gone' });
      const versions = (await send('GET', `/api/admin/news/${id}/versions`, root)).json<
        Array<{ action: string }>
      >();
      expect(versions.map((version) => version.action)).toEqual(['restore', 'delete', 'create']);
      expect((await send('GET', '/api/admin/news-deleted', root)).json()).toEqual([]);
      expect(
        (await send('POST', `/api/admin/news-deleted/${id}/restore`, root, {})).statusCode,
      ).toBe(404);
    });

    it('lets whoever deleted an item undo it for 10 minutes, as it was; nobody else, never later', async () => {
      const other = (await addAdmin(t.app, 'other')).token;
      const id = await create({ slug: 'oops', titles: { ru: 'Случайно', en: 'Oops' } });
      expect((await send('DELETE', `/api/admin/news/${id}`, editor)).statusCode).toBe(200);
      const undo = (token: string) => send('POST', `/api/admin/news-deleted/${id}/undo`, token, {});
      // Another admin, and the superadmin, cannot undo someone else's delete.
      expect((await undo(other)).statusCode).toBe(404);
      expect((await undo(root)).statusCode).toBe(404);
      now += 9 * 60_000;
      const undone = await undo(editor);
      expect(undone.statusCode).toBe(200);
      expect(undone.json()).toEqual({ id });
      // As it was: published, on the site again, its history continued.
      expect(await publicIds()).toContain(String(id));
      const versions = (await send('GET', `/api/admin/news/${id}/versions`, editor)).json<
        Array<{ action: string }>
      >();
      expect(versions.map((version) => version.action)).toEqual(['restore', 'delete', 'create']);
      expect((await undo(editor)).statusCode).toBe(404);

      // Too late: only the superadmin's restore (as a draft) is left.
      await send('DELETE', `/api/admin/news/${id}`, editor);
      now += 10 * 60_000 + 1000;
      const late = await undo(editor);
      expect(late.statusCode).toBe(404);
      expect(late.json<{ error: string }>().error).toMatch(/^Удаление уже нельзя отменить/);
      // Malformed ids and bodies are clear 400s, never 500.
      expect((await send('POST', '/api/admin/news-deleted/abc/undo', editor, {})).statusCode).toBe(
        400,
      );
      expect(
        (await send('POST', `/api/admin/news-deleted/${id}/undo`, editor, { x: 1 })).statusCode,
      ).toBe(400);
    });

    it('forgets deletions after 30 days: not listed, not restorable, history pruned', async () => {
      const id = await create();
      await send('DELETE', `/api/admin/news/${id}`, editor);
      now += 30 * DAY + 1000;
      root = (await superadmin(t.app)).token;
      expect((await send('GET', '/api/admin/news-deleted', root)).json()).toEqual([]);
      expect(
        (await send('POST', `/api/admin/news-deleted/${id}/restore`, root, {})).statusCode,
      ).toBe(404);
      expect(await t.db.scalar('SELECT count(*) FROM news_versions WHERE news_id = ?', [id])).toBe(
        0,
      );
    });

    it('housekeeping prunes old deletions without anyone asking', async () => {
      const kept = await create({ slug: 'kept' });
      const old = await create({ slug: 'old' });
      await send('DELETE', `/api/admin/news/${old}`, editor);
      now += 31 * DAY;
      const pruned = await t.app.housekeeping();
      expect(pruned.deletedNewsVersions).toBe(2);
      expect(
        await t.db.scalar('SELECT count(*) FROM news_versions WHERE news_id = ?', [kept]),
      ).toBe(1);
    });
  });
});
