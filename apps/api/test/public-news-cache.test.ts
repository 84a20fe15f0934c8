import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { NewsMap } from '@fuelcard/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createPublicNewsList } from '../src/news/public-news-list';
import { publicNewsMap } from '../src/news/news-answer';
import { bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

/** 20:59 UTC on 29 July is 23:59 in Minsk; a minute later it is 30 July there. */
const BEFORE_MIDNIGHT_MINSK = new Date('2025-07-29T20:59:30Z');

function body(overrides: Record<string, unknown> = {}) {
  return {
    slug: '',
    priority: 'B',
    dates: { date: '2025-07-29', startDate: '', expireDate: '' },
    titles: { ru: 'Новая карта', en: 'New card' },
    descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
    ...overrides,
  };
}

// The public news list is built once per news state and day (src/news/public-news-list.ts):
// these tests prove that every way the list can change reaches the next answer.
describe('public news list: kept answer, ETag and 304', { timeout: 30_000 }, () => {
  let t: TestApp;
  let now = BEFORE_MIDNIGHT_MINSK;
  afterEach(() => t.close());

  const start = async () => {
    now = BEFORE_MIDNIGHT_MINSK;
    t = await createTestApp({}, { now: () => now, warmSqlRunner: false });
    return (await superadmin(t.app)).token;
  };
  const list = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/admin/news', headers });
  const titles = (response: { json<T>(): T }) =>
    Object.values(response.json<NewsMap>()).map((item) => item.titles.en);

  it('answers with a weak ETag, no-cache and Vary; a matching If-None-Match gets an empty 304', async () => {
    await start();
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/authorization/i);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    // CORS's own Vary: Origin stays (the allowed origin is reflected per request).
    const fromConsole = await list({ origin: 'http://localhost:3002' });
    expect(fromConsole.headers['access-control-allow-origin']).toBe('http://localhost:3002');
    expect(fromConsole.headers.vary).toMatch(/origin/i);
    expect(fromConsole.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['x-content-type-options']).toBe('nosniff');

    const again = await list({ 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    // Weak comparison and lists, as RFC 9110 asks of If-None-Match.
    const strong = (first.headers.etag as string).slice(2);
    const weak = await list({ 'if-none-match': `"other", ${strong}` });
    expect(weak.statusCode).toBe(304);
    expect((await list({ 'if-none-match': '"other"' })).statusCode).toBe(200);
    // What fetch() sends with a conditional request (Fetch standard, "no-store" cache mode).
    const fromFetch = await list({
      'if-none-match': first.headers.etag as string,
      'cache-control': 'no-cache',
      pragma: 'no-cache',
    });
    expect(fromFetch.statusCode).toBe(304);
  });

  it('a real fetch() revalidation over HTTP gets 304 (fetch adds Cache-Control: no-cache)', async () => {
    await start();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const first = await fetch(`${address}/api/admin/news`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    const again = await fetch(`${address}/api/admin/news`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('sends brotli or gzip when asked, the same content under the same ETag', async () => {
    const token = await start();
    // Enough news for the list to be worth compressing.
    for (let i = 0; i < 5; i += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/news',
        headers: bearer(token),
        payload: body({ titles: { ru: `Новость ${i}`, en: `News ${i}` } }),
      });
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br', 'br', brotliDecompressSync],
      ['deflate, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      const response = await list({ 'accept-encoding': accept });
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode(response.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    const refused = await list({ 'accept-encoding': 'identity;q=0, *;q=0' });
    expect(refused.statusCode).toBe(200);
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('keeps the answer and its compressed copies when a write leaves the list as it was', async () => {
    await start();
    const publicList = createPublicNewsList({
      changeToken: () => t.app.storage.newsChangeToken(),
      readAll: async () => publicNewsMap(await t.app.repos.news.all(), t.app.repos.images),
      now: () => now,
    });
    const first = await publicList();
    const copy = first.encoded('br');
    // A write to another table moves total_changes(): the list is rebuilt, has the same bytes,
    // and the kept answer (with its brotli copy) stays — no new compression per such write.
    const consent = await t.app.inject({
      method: 'POST',
      url: '/api/cookie-consent',
      payload: {
        user_uuid: '0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b',
        technical: true,
        functional: true,
        analytics: false,
        marketing: false,
        timestamp: '2025-07-29T20:59:30.000Z',
      },
    });
    expect(consent.statusCode).toBeLessThan(300);
    const second = await publicList();
    expect(second).toBe(first);
    expect(second.encoded('br')).toBe(copy);
    await t.db.query("UPDATE news SET title_en = 'Changed' WHERE id = 1");
    await expect.poll(async () => (await publicList()) !== first, { timeout: 1000 }).toBe(true);
  });

  it('a write through the API changes the next answer and its ETag', async () => {
    const token = await start();
    const before = await list();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: bearer(token),
      payload: body({ titles: { ru: 'Свежая', en: 'Fresh' } }),
    });
    expect(created.statusCode).toBe(201);
    const after = await list({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(titles(after)).toContain('Fresh');

    const { id } = created.json<{ id: number }>();
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${id}`,
      headers: bearer(token),
      payload: body({ titles: { ru: 'Правка', en: 'Edited' } }),
    });
    expect(titles(await list())).toContain('Edited');
    await t.app.inject({ method: 'DELETE', url: `/api/admin/news/${id}`, headers: bearer(token) });
    expect(titles(await list())).not.toContain('Edited');
  });

  it('a write by another connection (the SQL Explorer child) changes the next answer', async () => {
    const token = await start();
    expect(titles(await list())).not.toContain('Changed by SQL');
    const executed = await t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/execute',
      headers: bearer(token),
      payload: { sql: "UPDATE news SET title_en = 'Changed by SQL' WHERE id = 1" },
    });
    expect(executed.statusCode).toBe(200);
    // SQLite: at once, in the same turn of the event loop as the statement's answer.
    // PostgreSQL: the table's notification arrives a moment later.
    if (t.engine === 'sqlite') expect(titles(await list())).toContain('Changed by SQL');
    await expect
      .poll(async () => titles(await list()), { timeout: 1000 })
      .toContain('Changed by SQL');
  });

  it('a write by any other connection (a script, another instance) changes the answer within a second', async () => {
    await start();
    const before = await list();
    // Another connection: this app's own counters and writes know nothing of it.
    await t.db.query("UPDATE news SET title_en = 'Changed elsewhere' WHERE id = 1");
    await expect
      .poll(
        async () => (await list({ 'if-none-match': before.headers.etag as string })).statusCode,
        {
          timeout: 1000,
        },
      )
      .toBe(200);
    expect(titles(await list())).toContain('Changed elsewhere');
  });

  it('a scheduled item appears when the day changes in Minsk, with no write', async () => {
    const token = await start();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: bearer(token),
      payload: body({
        dates: { date: '2025-07-30', startDate: '2025-07-30', expireDate: '' },
        titles: { ru: 'Завтра', en: 'Tomorrow' },
      }),
    });
    const tonight = await list();
    expect(titles(tonight)).not.toContain('Tomorrow');
    now = new Date('2025-07-29T21:00:00Z');
    const tomorrow = await list({ 'if-none-match': tonight.headers.etag as string });
    expect(tomorrow.statusCode).toBe(200);
    expect(titles(tomorrow)).toContain('Tomorrow');
  });

  it('a signed-in editor gets every item, uncached and without an ETag', async () => {
    const token = await start();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: bearer(token),
      payload: body({
        dates: { date: '2026-01-01', startDate: '2026-01-01', expireDate: '' },
        titles: { ru: 'План', en: 'Scheduled' },
      }),
    });
    const signedIn = await list(bearer(token));
    expect(titles(signedIn)).toContain('Scheduled');
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(titles(await list())).not.toContain('Scheduled');
  });
});
