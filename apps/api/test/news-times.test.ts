import type {
  AdminNewsSearchPage,
  LatestNews,
  NewsDetail,
  NewsPage,
  NewsSitemapPage,
} from '@fuelcard/contracts';
import { validate, NewsFeedItems, type NewsMap } from '@fuelcard/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { addAdmin, bearer, createTestApp, type TestApp } from './helpers/test-app';

/*
 * Issue 26 §3: optional times of day (HH:MM, Minsk) beside startDate and expireDate, honoured by
 * every public answer to the minute on both engines. The app's clock is moved between calls.
 */

/** A Minsk wall-clock moment (UTC+3 all year). */
const minsk = (local: string) => new Date(`${local}+03:00`);

describe('news times of day (issue 26 §3)', () => {
  let t: TestApp;
  let token: string;
  let clock = minsk('2026-11-27T08:59');
  afterEach(() => t.close());

  const start = async (at: string) => {
    clock = minsk(at);
    t = await createTestApp({}, { now: () => clock });
    token = (await addAdmin(t.app, 'editor')).token;
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const save = (dates: Record<string, string>, slug: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: bearer(token),
      payload: {
        slug,
        dates: { date: '2026-11-27', startDate: '', expireDate: '', ...dates },
        titles: { ru: `Новость ${slug}`, en: '' },
        descriptions: { ru: '<p>Текст</p>', en: '' },
        ...extra,
      },
    });
  const create = async (dates: Record<string, string>, slug: string): Promise<string> => {
    const response = await save(dates, slug);
    expect(response.statusCode, response.body).toBe(201);
    return String(response.json<{ id: number }>().id);
  };

  /** Whether the item shows in every public answer (and the same in all of them). */
  const shownEverywhere = async (id: string, slug: string): Promise<boolean> => {
    const bySlug = (await get(`/api/news/by-slug/${slug}`)).statusCode === 200;
    const list = (await get('/api/news?limit=50')).json<NewsPage>().items.some((i) => i.id === id);
    const latest = (await get('/api/news/latest?limit=50'))
      .json<LatestNews>()
      .items.some((i) => i.id === id);
    const feed = validate(NewsFeedItems, (await get('/api/news/feed')).json());
    const inFeed = feed.ok && feed.value.items.some((i) => i.id === id);
    const sitemap = (await get('/api/news/sitemap?limit=500'))
      .json<NewsSitemapPage>()
      .items.some((i) => i.id === id);
    const full = id in (await get('/api/admin/news')).json<NewsMap>();
    const all = [bySlug, list, latest, inFeed, sitemap, full];
    expect(new Set(all).size, `answers disagree: ${JSON.stringify(all)}`).toBe(1);
    return bySlug;
  };
  const consoleState = async (id: string) =>
    (await get('/api/admin/news/search?limit=100&sort=updated', bearer(token)))
      .json<AdminNewsSearchPage>()
      .items.find((i) => i.id === id)?.state;
  const version = async () => (await get('/api/news/version')).json<{ version: string }>().version;

  it('hides an item scheduled at 09:00 at 08:59 and shows it from 09:00, in every answer', async () => {
    await start('2026-11-27T08:59');
    const id = await create({ startDate: '2026-11-27', startTime: '09:00' }, 'at-nine');
    const before = await version();
    expect(await shownEverywhere(id, 'at-nine')).toBe(false);
    expect(await consoleState(id)).toBe('scheduled');

    clock = minsk('2026-11-27T09:00');
    expect(await version()).not.toBe(before);
    expect(await shownEverywhere(id, 'at-nine')).toBe(true);
    expect(await consoleState(id)).toBe('live');
    const item = (await get('/api/news/by-slug/at-nine')).json<NewsDetail>();
    expect(item.dates).toEqual({
      date: '2026-11-27',
      startDate: '2026-11-27',
      expireDate: '',
      startTime: '09:00',
    });
  });

  it('shows an item until its expireTime inclusive and hides it the minute after', async () => {
    await start('2026-11-27T18:30');
    const id = await create({ expireDate: '2026-11-27', expireTime: '18:30' }, 'until-half');
    expect(await shownEverywhere(id, 'until-half')).toBe(true);
    expect(await consoleState(id)).toBe('live');
    clock = minsk('2026-11-27T18:31');
    expect(await shownEverywhere(id, 'until-half')).toBe(false);
    expect(await consoleState(id)).toBe('expired');
  });

  it('keeps whole days for an item without times, and answers its dates as before', async () => {
    await start('2026-11-27T00:00');
    const id = await create({ startDate: '2026-11-27', expireDate: '2026-11-27' }, 'whole-day');
    expect(await shownEverywhere(id, 'whole-day')).toBe(true);
    clock = minsk('2026-11-27T23:59');
    expect(await shownEverywhere(id, 'whole-day')).toBe(true);
    const item = (await get('/api/news/by-slug/whole-day')).json<NewsDetail>();
    expect(item.dates).toEqual({
      date: '2026-11-27',
      startDate: '2026-11-27',
      expireDate: '2026-11-27',
    });
    expect(Object.keys(item.dates)).toEqual(['date', 'startDate', 'expireDate']);
    clock = minsk('2026-11-28T00:00');
    expect(await shownEverywhere(id, 'whole-day')).toBe(false);
  });

  it('stores the times, keeps them in versions and lists them in the comparison', async () => {
    await start('2026-11-27T08:00');
    const id = await create({ startDate: '2026-11-28', startTime: '09:00' }, 'kept');
    const read = await get(`/api/admin/news/${id}`, bearer(token));
    expect(read.json<{ dates: object }>().dates).toMatchObject({ startTime: '09:00' });
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${id}`,
      headers: bearer(token),
      payload: {
        slug: 'kept',
        dates: { date: '2026-11-27', startDate: '2026-11-28', expireDate: '', startTime: '10:15' },
        titles: { ru: 'Новость kept', en: '' },
        descriptions: { ru: '<p>Текст</p>', en: '' },
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    const comparison = (await get(`/api/admin/news/${id}/versions/1`, bearer(token))).json<{
      changes: unknown[];
      content: { dates: object };
    }>();
    expect(comparison.content.dates).toMatchObject({ startTime: '09:00' });
    expect(comparison.changes).toEqual([
      { field: 'dates.startTime', before: '09:00', after: '10:15' },
    ]);
  });

  it('refuses a time without its date, a malformed time and a start after the end, naming the field', async () => {
    await start('2026-11-27T08:00');
    const noStart = await save({ startTime: '09:00' }, 'a');
    expect(noStart.statusCode).toBe(400);
    expect(noStart.json()).toEqual({
      error: 'Укажите дату начала показа для времени начала',
      field: 'dates.startTime',
    });
    const noEnd = await save({ expireTime: '09:00' }, 'b');
    expect(noEnd.statusCode).toBe(400);
    expect(noEnd.json()).toMatchObject({
      error: 'Укажите дату окончания показа для времени окончания',
      field: 'dates.expireTime',
    });
    const malformed = await save({ startDate: '2026-11-28', startTime: '9:00' }, 'c');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: string }>().error).toContain('Время начала показа');
    const reversed = await save(
      {
        startDate: '2026-11-28',
        startTime: '18:00',
        expireDate: '2026-11-28',
        expireTime: '09:00',
      },
      'd',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ field: 'dates.startTime' });
    // Empty times are no times: accepted, and not answered.
    const empty = await save({ startTime: '', expireTime: '' }, 'e');
    expect(empty.statusCode, empty.body).toBe(201);
    const id = String(empty.json<{ id: number }>().id);
    const read = (await get(`/api/admin/news/${id}`, bearer(token))).json<{ dates: object }>();
    expect(read.dates).toEqual({ date: '2026-11-27', startDate: '', expireDate: '' });
  });
});
