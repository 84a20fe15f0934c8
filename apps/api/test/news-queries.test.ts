import {
  findNews,
  newsSlug,
  sortNewsByDate,
  NEWS_TIME_ZONE,
  todayIn,
  teaserOrder,
  validate,
  AdminNewsSearchPage,
  LatestNews,
  NewsDetail,
  NewsFeedItems,
  NewsPage,
  NewsSitemapPage,
  type NewsMap,
} from '@fuelcard/contracts';
import type { Static, TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addAdmin, bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

/** Noon in Minsk on 2025-07-29. */
const NOW = new Date('2025-07-29T09:00:00Z');
const DAYS = ['', '2025-07-27', '2025-07-28', '2025-07-29', '2025-07-30', '2025-08-02'];

interface Spec {
  priority: 'A' | 'B';
  date: string;
  startDate: string;
  expireDate: string;
  status: 'draft' | 'published';
  title: string;
}

const spec = fc
  .record<Spec>({
    priority: fc.constantFrom('A', 'B'),
    date: fc.constantFrom(...DAYS),
    startDate: fc.constantFrom(...DAYS),
    expireDate: fc.constantFrom(...DAYS),
    status: fc.constantFrom('draft', 'published', 'published'),
    title: fc.constantFrom('Ёлка', 'Новая карта', 'Тарифы', 'Fuel', 'Карта АЗС', 'app'),
  })
  // The API refuses a start after the end.
  .map((item) =>
    item.startDate !== '' && item.expireDate !== '' && item.startDate > item.expireDate
      ? { ...item, startDate: item.expireDate, expireDate: item.startDate }
      : item,
  );

/** The value, after checking that it has the contract's shape. */
function valid<T extends TSchema>(schema: T, value: unknown): Static<T> {
  const result = validate(schema, value);
  expect(result.ok ? [] : result.errors).toEqual([]);
  return value as Static<T>;
}

describe('news queries (issue 24)', () => {
  let t: TestApp;
  let token: string;
  afterEach(() => t.close());

  const start = async () => {
    t = await createTestApp({}, { now: () => NOW });
    token = (await addAdmin(t.app, 'editor')).token;
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const create = async (item: Spec, n: number, description = '<p>Текст</p>'): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: bearer(token),
      payload: {
        slug: `item-${n}`,
        priority: item.priority,
        status: item.status,
        dates: { date: item.date, startDate: item.startDate, expireDate: item.expireDate },
        titles: { ru: `${item.title} ${n}`, en: n % 3 === 0 ? '' : `Item ${n}` },
        descriptions: { ru: description, en: n % 2 === 0 ? '' : '<p>Text</p>' },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return String(response.json<{ id: number }>().id);
  };
  /** The map the public sees today, as the full export answers it (the reference). */
  const publicMap = async () => (await get('/api/admin/news')).json<NewsMap>();

  it('answers every page, order, teaser, item, feed and sitemap page as the rules over the full map do', async () => {
    await start();
    // The seeded welcome item (id 1) plus 30 random ones, some sharing dates.
    const specs = fc.sample(spec, { numRuns: 30, seed: 24 });
    for (const [n, item] of specs.entries()) await create(item, n + 2);
    const map = await publicMap();
    const visibleIds = Object.keys(map);
    expect(visibleIds.length).toBeGreaterThan(5);

    for (const sort of ['newest', 'oldest'] as const) {
      const expected = sortNewsByDate(map, sort).map((entry) => entry.id);
      for (const limit of [1, 3, 4, 7, 50]) {
        const seen: string[] = [];
        let pages = 0;
        for (let page = 1; pages === 0 || page <= pages; page += 1) {
          const answer = await get(`/api/news?page=${page}&limit=${limit}&sort=${sort}`);
          expect(answer.statusCode).toBe(200);
          const body = valid(NewsPage, answer.json());
          expect(body.total).toBe(visibleIds.length);
          expect(body.page).toBe(page);
          pages = body.pages;
          seen.push(...body.items.map((item) => item.id));
        }
        expect(seen, `${sort} by ${limit}`).toEqual(expected);
      }
      // A page past the end answers the last one.
      const last = (await get(`/api/news?page=999&limit=4&sort=${sort}`)).json<NewsPage>();
      expect(last.page).toBe(Math.ceil(visibleIds.length / 4));
      expect(last.items.map((item) => item.id)).toEqual(expected.slice((last.page - 1) * 4));
    }

    const teaser = teaserOrder(map, NOW).map((entry) => entry.id);
    for (const limit of [1, 2, 6, 50]) {
      const latest = valid(LatestNews, (await get(`/api/news/latest?limit=${limit}`)).json());
      expect(latest.items.map((item) => item.id)).toEqual(teaser.slice(0, limit));
      expect(latest.total).toBe(visibleIds.length);
    }
    expect((await get('/api/news/latest')).json<LatestNews>().items).toHaveLength(
      Math.min(6, visibleIds.length),
    );

    const all = (await get('/api/admin/news', bearer(token))).json<NewsMap>();
    for (const [id, item] of Object.entries(all)) {
      const slug = newsSlug(item, id);
      for (const key of [slug, slug.toUpperCase(), id]) {
        const answer = await get(`/api/news/by-slug/${encodeURIComponent(key)}`);
        const expected = findNews(map, key);
        if (!expected) {
          expect(answer.statusCode, key).toBe(404);
          expect(answer.json()).toEqual({ error: 'Новость не найдена' });
          continue;
        }
        expect(answer.statusCode, key).toBe(200);
        const detail = valid(NewsDetail, answer.json());
        expect(detail.id).toBe(expected.id);
        expect(detail.descriptions).toEqual(expected.descriptions);
        expect(detail.titles).toEqual(expected.titles);
        expect(detail.updatedAt).toBe(all[expected.id]!.updatedAt);
      }
    }

    const feed = valid(NewsFeedItems, (await get('/api/news/feed')).json());
    expect(feed.items.map((item) => item.id)).toEqual(
      sortNewsByDate(map, 'newest')
        .slice(0, 50)
        .map((entry) => entry.id),
    );

    const walked: string[] = [];
    let after = '0';
    for (;;) {
      const page = valid(
        NewsSitemapPage,
        (await get(`/api/news/sitemap?after=${after}&limit=4`)).json(),
      );
      expect(page.total).toBe(visibleIds.length);
      walked.push(...page.items.map((item) => item.id));
      for (const item of page.items) expect(item.updatedAt).toBe(all[item.id]!.updatedAt);
      if (page.next === null) break;
      after = page.next;
    }
    expect(walked).toEqual([...visibleIds].sort((a, b) => Number(a) - Number(b)));
  });

  it('gives excerpts of the paragraphs (no headings, no lists) with the breaks between them and the text in the asked language', async () => {
    await start();
    const id = await create(
      {
        priority: 'A',
        date: '2025-07-29',
        startDate: '',
        expireDate: '',
        status: 'published',
        title: 'Очередь',
      },
      6, // no English title, no English description
      '<h2>Главное</h2><p>Без очереди</p><p>На&nbsp;всех &amp; АЗС</p><ul><li>один</li><li>два</li></ul>',
    );
    const [item] = (await get('/api/news/latest?limit=1&lang=en')).json<LatestNews>().items;
    expect(item!.id).toBe(id);
    expect(item!.excerpts.ru).toBe('Без очереди На всех & АЗС');
    expect(item!.text).toEqual({
      title: 'Очередь 6',
      titleLang: 'ru',
      excerpt: 'Без очереди На всех & АЗС',
      excerptLang: 'ru',
    });
    expect(
      (await get('/api/news/latest?limit=1')).json<LatestNews>().items[0]!.text,
    ).toBeUndefined();

    const long = `<p>${'слово '.repeat(100)}</p>`;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${id}`,
      headers: bearer(token),
      payload: {
        slug: 'item-6',
        priority: 'A',
        dates: { date: '2025-07-29', startDate: '', expireDate: '' },
        titles: { ru: 'Очередь', en: 'Queue' },
        descriptions: { ru: long, en: '<p>Short</p>' },
      },
    });
    const detail = (await get(`/api/news/by-slug/item-6?lang=en`)).json<NewsDetail>();
    expect(detail.excerpts.ru.length).toBeLessThanOrEqual(200);
    expect(detail.excerpts.ru.endsWith('слово…')).toBe(true);
    expect(detail.text).toMatchObject({ title: 'Queue', titleLang: 'en', excerpt: 'Short' });
  });

  it('moves the version and the answers with every change, also one written past the API', async () => {
    await start();
    const item: Spec = {
      priority: 'B',
      date: '2025-07-28',
      startDate: '',
      expireDate: '',
      status: 'published',
      title: 'Карта',
    };
    const id = await create(item, 2);
    const version = async () =>
      (await get('/api/news/version')).json<{ version: string }>().version;
    const first = await version();
    expect(first).toMatch(/^\d+\.2025-07-29$/);
    expect(await version()).toBe(first);

    const list = await get('/api/news');
    const etag = String(list.headers.etag);
    expect((await get('/api/news', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(`/api/news/by-slug/item-2`)).statusCode).toBe(200);

    // A write past the API (the SQL Explorer, a script): the triggers move the revision.
    await t.db.query(`UPDATE news SET title_ru = 'Изменено' WHERE id = ?`, [Number(id)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await version();
    expect(second).not.toBe(first);
    expect((await get('/api/news', { 'if-none-match': etag })).statusCode).toBe(200);
    expect((await get('/api/news/by-slug/item-2')).json<NewsDetail>().titles.ru).toBe('Изменено');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await version()).not.toBe(second);
    expect((await get('/api/news/by-slug/item-2')).statusCode).toBe(404);
    expect((await get(`/api/news/by-slug/${id}`)).statusCode).toBe(404);
    expect((await get('/api/news')).json<NewsPage>().items.map((entry) => entry.id)).not.toContain(
      id,
    );
  });

  it('moves the version with the SQL Explorer’s writes to the news, which may only read the revision', async () => {
    await start();
    const root = (await superadmin(t.app)).token;
    const explore = async (sql: string) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/sql-explorer/execute',
        payload: { sql },
        headers: bearer(root),
      });
      return { status: answer.statusCode, body: answer.json<{ error?: string }>() };
    };
    const version = async () =>
      (await get('/api/news/version')).json<{ version: string }>().version;
    const before = await version();
    expect((await explore("UPDATE news SET title_ru = 'Правка из SQL Explorer'")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await version();
    expect(after).not.toBe(before);
    expect((await get('/api/news/by-slug/1')).json<NewsDetail>().titles.ru).toBe(
      'Правка из SQL Explorer',
    );
    for (const sql of [
      'UPDATE news_revision SET revision = 0',
      'UPDATE news_revision SET revision = revision + 5',
      'DELETE FROM news_revision',
      'INSERT INTO news_revision (id, revision) VALUES (2, 1)',
    ]) {
      const answer = await explore(sql);
      expect(answer.status, sql).toBeGreaterThanOrEqual(400);
      expect(answer.body.error, sql).toBe(
        'Счётчик изменений новостей (news_revision) меняют только триггеры таблицы news: в SQL Explorer его можно только читать',
      );
    }
    expect((await explore('SELECT revision FROM news_revision')).status).toBe(200);
    expect(await version()).toBe(after);
  });

  it('pages, searches, filters, sorts and counts the console list', async () => {
    await start();
    const specs = fc.sample(spec, { numRuns: 24, seed: 26 });
    for (const [n, item] of specs.entries()) await create(item, n + 2);
    const all = (await get('/api/admin/news', bearer(token))).json<NewsMap>();
    const search = async (query: string) => {
      const answer = await get(`/api/admin/news/search?${query}`, bearer(token));
      expect(answer.statusCode, answer.body).toBe(200);
      return valid(AdminNewsSearchPage, answer.json());
    };

    const first = await search('limit=5');
    expect(first.total).toBe(Object.keys(all).length);
    expect(first.items).toHaveLength(5);
    expect(first.pages).toBe(Math.ceil(first.total / 5));
    expect(first.counts.all).toBe(first.total);
    expect(
      first.counts.live + first.counts.scheduled + first.counts.expired + first.counts.draft,
    ).toBe(first.total);
    const drafts = Object.values(all).filter((item) => item.status === 'draft').length;
    expect(first.counts.draft).toBe(drafts);
    // Newest first: the order of the public list, a draft dated by its last change (the Minsk
    // day of its last save, then the moment: among that day's items, before them).
    const datedByChange = Object.fromEntries(
      Object.entries(all).map(([id, entry]) => {
        const saved = (entry as { updatedAt?: string }).updatedAt ?? '';
        return [
          id,
          entry.status === 'draft'
            ? {
                ...entry,
                dates: {
                  ...entry.dates,
                  date: `${todayIn(NEWS_TIME_ZONE, new Date(saved))}${saved}`,
                },
              }
            : entry,
        ];
      }),
    ) as NewsMap;
    expect(first.items.map((item) => item.id)).toEqual(
      sortNewsByDate(datedByChange, 'newest')
        .slice(0, 5)
        .map((entry) => entry.id),
    );

    // Every word, in either title or the slug, case and ё/е ignored.
    const elka = await search(`q=${encodeURIComponent('ЕЛКА')}&limit=100`);
    expect(elka.items.length).toBe(
      Object.values(all).filter((item) => item.titles.ru.startsWith('Ёлка')).length,
    );
    const both = await search(`q=${encodeURIComponent('карта азс')}&limit=100`);
    expect(both.items.every((item) => item.titles.ru.startsWith('Карта АЗС'))).toBe(true);
    const bySlug = await search('q=item-7');
    expect(bySlug.items.map((item) => item.slug)).toEqual(['item-7']);

    const live = await search('state=live&priority=A&limit=100');
    expect(live.items.every((item) => item.state === 'live' && item.priority === 'A')).toBe(true);
    expect(live.counts).toEqual(first.counts);

    const byTitle = await search('sort=title&limit=100');
    const titles = byTitle.items.map((item) => item.titles.ru || item.titles.en);
    const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });
    expect(titles).toEqual([...titles].sort(collator.compare));

    // Who saved each row last (its latest version): the creating account, then whoever changed it.
    expect(
      first.items
        .filter((row) => row.slug.startsWith('item-'))
        .every((row) => row.updatedBy === 'editor'),
    ).toBe(true);
    const olga = await addAdmin(t.app, 'olga');
    const changed = first.items.find((row) => row.slug.startsWith('item-'))!;
    const toggle = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${changed.id}/status`,
      headers: bearer(olga.token),
      payload: { status: changed.status === 'draft' ? 'published' : 'draft' },
    });
    expect(toggle.statusCode, toggle.body).toBe(200);
    // (The clock is fixed, so the row is found by its slug rather than by the change order.)
    const lastSaved = await search(`q=${changed.slug}`);
    expect(lastSaved.items.map((row) => [row.id, row.updatedBy])).toEqual([[changed.id, 'olga']]);

    const item = await get(`/api/admin/news/${first.items[0]!.id}`, bearer(token));
    expect(item.statusCode).toBe(200);
    expect(item.json()).toMatchObject({ id: first.items[0]!.id, descriptions: expect.any(Object) });
    expect((await get('/api/admin/news/999999', bearer(token))).statusCode).toBe(404);
    expect((await get('/api/admin/news/search')).statusCode).toBe(401);
    expect((await get('/api/admin/news/1')).statusCode).toBe(401);
  });

  it('refuses bad parameters with a Russian message, never a 500', async () => {
    await start();
    for (const url of [
      '/api/news?limit=51',
      '/api/news?limit=0',
      '/api/news?page=0',
      '/api/news?page=-1',
      '/api/news?sort=random',
      '/api/news?lang=de',
      '/api/news?limit=01',
      '/api/news?x=1',
      '/api/news/latest?limit=100',
      '/api/news/sitemap?limit=10001',
      '/api/news/sitemap?after=-5',
      `/api/news/by-slug/${'a'.repeat(201)}`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json<{ error: string }>().error, url).toMatch(/[а-яА-Я]/);
    }
    const tooLong = await get(`/api/admin/news/search?q=${'я'.repeat(201)}`, bearer(token));
    expect(tooLong.statusCode).toBe(400);
    expect((await get('/api/news/by-slug/%D0%BD%D0%B5%D1%82')).statusCode).toBe(404);
    // No slug holds a control character: a NUL byte (which PostgreSQL cannot even compare) is
    // no item, on both engines, as is a search for one.
    for (const key of ['a%00b', '%00', 'item-1%0A', '%7F']) {
      const answer = await get(`/api/news/by-slug/${key}`);
      expect(answer.statusCode, key).toBe(404);
      expect(answer.json(), key).toEqual({ error: 'Новость не найдена' });
    }
    // The console's list, as an attacker would call it: unknown or mangled orders and states, a
    // repeated parameter, a page past any number, a broken escape — a 400 in Russian, never a 500.
    for (const query of [
      'sort=STARTS',
      'sort=starts%00',
      'sort=starts&sort=title',
      'state=scheduled%20',
      'state[]=draft',
      'priority=C',
      'limit=1e3',
      'limit=-1',
      'page=99999999999999999999',
    ]) {
      const answer = await get(`/api/admin/news/search?${query}`, bearer(token));
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json<{ error: string }>().error, query).toMatch(/[а-яА-Я]/);
    }
    // A broken escape is searched for as it came: nothing found, not an error.
    const broken = await get('/api/admin/news/search?q=%E0%A4%A', bearer(token));
    expect(broken.statusCode).toBe(200);
    expect(broken.json<{ total: number }>().total).toBe(0);
    const nul = await get('/api/admin/news/search?q=a%00b', bearer(token));
    expect(nul.statusCode).toBe(200);
    expect(nul.json<{ total: number }>().total).toBe(0);
  });
});
