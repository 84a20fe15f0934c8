import {
  validate,
  ConsoleNewsItem,
  NewsDetail,
  NewsVersionComparison,
  type NewsMap,
} from '@fuelcard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAdmin, bearer, createTestApp, type TestApp } from './helpers/test-app';

/*
 * Issue 26 §1: optional per-language SEO texts (meta description ≤ 160, social title ≤ 90),
 * stored on both engines, returned where the item is, kept in versions, and absent (answers
 * unchanged) when never set.
 */

const seo = {
  description: { ru: 'Кратко для поисковиков', en: 'In brief for search engines' },
  title: { ru: 'Заголовок для соцсетей', en: '' },
};

const body = (overrides: Record<string, unknown> = {}) => ({
  slug: 'seo-news',
  dates: { date: '2026-03-02', startDate: '', expireDate: '' },
  titles: { ru: 'Новость', en: 'News' },
  descriptions: { ru: '<p>Текст.</p>', en: '<p>Text.</p>' },
  ...overrides,
});

describe('news SEO fields (issue 26 §1)', () => {
  let t: TestApp;
  let editor: string;
  beforeEach(async () => {
    t = await createTestApp({}, { now: () => new Date('2026-03-02T09:00:00Z') });
    editor = (await addAdmin(t.app, 'editor')).token;
  });
  afterEach(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(editor), ...(payload ? { payload } : {}) });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await send('POST', '/api/admin/news', body(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return String(response.json<{ id: number }>().id);
  };

  it('stores the texts cleaned and returns them to the console and the public', async () => {
    const id = await create({
      seo: { ...seo, title: { ru: ' Заголовок\tдля\u0007 соцсетей ', en: '' } },
    });
    const item = (await send('GET', `/api/admin/news/${id}`)).json<ConsoleNewsItem>();
    expect(validate(ConsoleNewsItem, item).ok).toBe(true);
    expect(item.seo).toEqual(seo);
    const detail = (await t.app.inject({ url: '/api/news/by-slug/seo-news' })).json<NewsDetail>();
    expect(validate(NewsDetail, detail).ok).toBe(true);
    expect(detail.seo).toEqual(seo);
    expect((await send('GET', '/api/admin/news')).json<NewsMap>()[id]!.seo).toEqual(seo);
  });

  it('leaves answers unchanged when never set, keeps the texts when a save omits them', async () => {
    const plain = await create({ slug: 'plain' });
    const item = (await send('GET', `/api/admin/news/${plain}`)).json<ConsoleNewsItem>();
    expect(item).not.toHaveProperty('seo');
    const detail = (await t.app.inject({ url: '/api/news/by-slug/plain' })).json<NewsDetail>();
    expect(detail).not.toHaveProperty('seo');
    // All four empty is the same as none.
    const empty = await create({
      slug: 'empty',
      seo: { description: { ru: ' ', en: '' }, title: { ru: '', en: '' } },
    });
    expect((await send('GET', `/api/admin/news/${empty}`)).json()).not.toHaveProperty('seo');

    const id = await create({ seo });
    expect((await send('PUT', `/api/admin/news/${id}`, body())).statusCode).toBe(200);
    expect((await send('GET', `/api/admin/news/${id}`)).json<ConsoleNewsItem>().seo).toEqual(seo);
    const cleared = { description: { ru: '', en: '' }, title: { ru: '', en: '' } };
    expect((await send('PUT', `/api/admin/news/${id}`, body({ seo: cleared }))).statusCode).toBe(
      200,
    );
    expect((await send('GET', `/api/admin/news/${id}`)).json()).not.toHaveProperty('seo');
  });

  it.each([
    [
      'description',
      { ...seo, description: { ru: 'я'.repeat(161), en: '' } },
      'seo.description.ru',
      'Описание для поисковиков (рус.)',
    ],
    [
      'title',
      { ...seo, title: { ru: '', en: 'x'.repeat(91) } },
      'seo.title.en',
      'Заголовок для соцсетей (англ.)',
    ],
  ])('refuses a %s too long with 400 naming the field in Russian', async (_, value, field, label) => {
    const response = await send('POST', '/api/admin/news', body({ seo: value }));
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ error: string; field?: string }>();
    expect(answer.error).toContain(label);
    expect(answer.error).toMatch(/не длиннее (160|90) символов/);
    expect(answer.field).toBe(field);
  });

  it('accepts texts exactly at their limits', async () => {
    const atLimit = {
      description: { ru: 'я'.repeat(160), en: '' },
      title: { ru: '', en: 'x'.repeat(90) },
    };
    const id = await create({ seo: atLimit });
    expect((await send('GET', `/api/admin/news/${id}`)).json<ConsoleNewsItem>().seo).toEqual(
      atLimit,
    );
  });

  it('keeps the texts in versions, compares them and restores them', async () => {
    const id = await create({ seo });
    const changed = { ...seo, description: { ru: 'Новое описание', en: '' } };
    expect((await send('PUT', `/api/admin/news/${id}`, body({ seo: changed }))).statusCode).toBe(
      200,
    );
    const response = await send('GET', `/api/admin/news/${id}/versions/1`);
    expect(response.statusCode).toBe(200);
    const comparison = response.json<NewsVersionComparison>();
    expect(validate(NewsVersionComparison, comparison).ok).toBe(true);
    expect(comparison.content.seo).toEqual(seo);
    expect(comparison.changes).toEqual([
      {
        field: 'seo.description.ru',
        before: seo.description.ru,
        after: 'Новое описание',
        parts: expect.arrayContaining([{ kind: 'added', text: expect.stringContaining('Новое') }]),
      },
      { field: 'seo.description.en', before: seo.description.en, after: '' },
    ]);
    const restored = await send('POST', `/api/admin/news/${id}/versions/1/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await send('GET', `/api/admin/news/${id}`)).json<ConsoleNewsItem>().seo).toEqual(seo);
  });
});
