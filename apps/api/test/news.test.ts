import { FALLBACK_NEWS, validate, NewsMap } from '@fuelcard/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { addAdmin, bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

const NOW = new Date('2025-07-29T12:00:00Z');

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

describe('news', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const start = async (env: Record<string, string> = {}) => {
    t = await createTestApp(env, { now: () => NOW });
    return (await addAdmin(t.app, 'editor')).token;
  };
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });

  it('seeds the bundled welcome item as id 1 and lists it in the contract shape', async () => {
    await start();
    const response = await t.app.inject({
      url: '/api/admin/news',
      headers: bearer((await superadmin(t.app)).token),
    });
    expect(response.statusCode).toBe(200);
    // With a token each item also says its status and last save (additive fields).
    const withStatus = Object.fromEntries(
      Object.entries(FALLBACK_NEWS).map(([id, item]) => [
        id,
        { ...item, status: 'published', updatedAt: expect.any(String) as string },
      ]),
    );
    expect(response.json()).toEqual(withStatus);
    // The public sees exactly the spec's shape.
    expect((await t.app.inject({ url: '/api/admin/news' })).json()).toEqual(FALLBACK_NEWS);
  });

  it('shows the public only what is visible now; a valid token sees everything', async () => {
    const token = await start();
    const created: Record<string, number> = {};
    for (const [name, dates] of Object.entries({
      current: { date: '2025-07-29', startDate: '2025-07-28', expireDate: '2025-07-29' },
      scheduled: { date: '2025-08-01', startDate: '2025-07-30', expireDate: '' },
      expired: { date: '2025-07-01', startDate: '', expireDate: '2025-07-28' },
      open: { date: '', startDate: '', expireDate: '' },
    })) {
      const response = await send(
        'POST',
        '/api/admin/news',
        token,
        body({ dates, titles: { ru: name, en: name } }),
      );
      created[name] = response.json<{ id: number }>().id;
    }
    const publicMap = (await t.app.inject({ url: '/api/admin/news' })).json<NewsMap>();
    expect(Object.keys(publicMap).sort()).toEqual(
      ['1', String(created.current), String(created.open)].sort(),
    );
    expect(validate(NewsMap, publicMap).ok).toBe(true);

    const badToken = (
      await t.app.inject({ url: '/api/admin/news', headers: bearer('garbage') })
    ).json<NewsMap>();
    expect(Object.keys(badToken)).toEqual(Object.keys(publicMap));

    const all = (
      await t.app.inject({ url: '/api/admin/news', headers: bearer(token) })
    ).json<NewsMap>();
    expect(Object.keys(all)).toHaveLength(5);
  });

  it('creates with priority B and a slug from the English title by default', async () => {
    const token = await start();
    const { priority: _priority, slug: _slug, ...withoutDefaults } = body();
    const response = await send('POST', '/api/admin/news', token, withoutDefaults);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const item = (await t.app.repos.news.all())[String(id)]!;
    expect(item.priority).toBe('B');
    expect(item.slug).toBe('new-card');
  });

  it('generates the slug from the Russian title, else news-{id}; normalises given slugs', async () => {
    const token = await start();
    const ru = await send(
      'POST',
      '/api/admin/news',
      token,
      body({ titles: { ru: 'Привет, мир!', en: '' } }),
    );
    const symbols = await send(
      'POST',
      '/api/admin/news',
      token,
      body({ titles: { ru: '!!!', en: '' } }),
    );
    const given = await send('POST', '/api/admin/news', token, body({ slug: ' My Slug! ' }));
    const digits = await send('POST', '/api/admin/news', token, body({ slug: '2025' }));
    const all = await t.app.repos.news.all();
    const slug = (r: typeof ru) => all[String(r.json<{ id: number }>().id)]!.slug;
    expect(slug(ru)).toBe('privet-mir');
    expect(slug(symbols)).toBe(`news-${symbols.json<{ id: number }>().id}`);
    expect(slug(given)).toBe('my-slug');
    expect(slug(digits)).toBe('news-2025');
  });

  it('answers 409 on the slug field for a typed slug in use, and suffixes a generated one', async () => {
    const token = await start();
    expect((await send('POST', '/api/admin/news', token, body({ slug: 'same' }))).statusCode).toBe(
      201,
    );
    const given = await send('POST', '/api/admin/news', token, body({ slug: 'same' }));
    expect(given.statusCode).toBe(409);
    expect(given.json()).toEqual({ error: expect.stringMatching(/адрес/), field: 'slug' });
    // Nobody typed these slugs: the second and third item titled "Same" get -2 and -3.
    const generated = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await send(
        'POST',
        '/api/admin/news',
        token,
        body({ titles: { ru: '', en: 'Same' } }),
      );
      expect(response.statusCode).toBe(201);
      generated.push(response.json<{ id: number }>().id);
    }
    const all = await t.app.repos.news.all();
    expect(generated.map((id) => all[String(id)]!.slug)).toEqual(['same-2', 'same-3']);
    const other = await send('POST', '/api/admin/news', token, body({ slug: 'other' }));
    const id = other.json<{ id: number }>().id;
    expect(
      (await send('PUT', `/api/admin/news/${id}`, token, body({ slug: 'same' }))).statusCode,
    ).toBe(409);
    expect(
      (await send('PUT', `/api/admin/news/${id}`, token, body({ slug: 'other' }))).statusCode,
    ).toBe(200);
  });

  it('stores no control characters: titles lose them, descriptions keep only tabs and line breaks', async () => {
    const token = await start();
    const created = await send(
      'POST',
      '/api/admin/news',
      token,
      body({
        titles: { ru: 'Новая\u0000csp-nonce\u0000 карта', en: 'New\tcard\u001b[31m\u0085' },
        descriptions: { ru: '<p>a\u0000b\nc\u0007</p>', en: '<p>x\u0008y</p>' },
      }),
    );
    expect(created.statusCode).toBe(201);
    const item = (await t.app.repos.news.all())[String(created.json<{ id: number }>().id)]!;
    expect(item.titles).toEqual({ ru: 'Новаяcsp-nonce карта', en: 'New card[31m' });
    expect(item.descriptions).toEqual({ ru: '<p>ab\nc</p>', en: '<p>xy</p>' });
    expect(JSON.stringify(await t.app.repos.news.all())).not.toMatch(/\\u00[01]/);
  });

  it('refuses a description nested too deeply or with too many elements, naming the field', async () => {
    const token = await start();
    const deep = await send(
      'POST',
      '/api/admin/news',
      token,
      body({ descriptions: { ru: '<p>ok</p>', en: '<b>'.repeat(33_333) } }),
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      error: 'Описание (англ.): слишком глубокая вложенность HTML-элементов (больше 32 уровней)',
      field: 'descriptions.en',
    });
    const many = await send(
      'POST',
      '/api/admin/news',
      token,
      body({ descriptions: { ru: '<br>'.repeat(20_001), en: '' } }),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ field: 'descriptions.ru' });
    const titles = Object.values(await t.app.repos.news.all()).map((item) => item.titles.ru);
    expect(titles).not.toContain('Новая карта');
  });

  it('refuses five parallel hostile saves before sanitizing them (the health figure is in pnpm bench:reliability)', async () => {
    const token = await start();
    const hostile = body({ descriptions: { ru: '<b>'.repeat(33_333), en: '<x>'.repeat(33_333) } });
    const saves = await Promise.all(
      Array.from({ length: 5 }, () => send('POST', '/api/admin/news', token, hostile)),
    );
    expect(saves.map((response) => response.statusCode)).toEqual(Array(5).fill(400));
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('requires at least one title and a start not after the end', async () => {
    const token = await start();
    const noTitle = await send(
      'POST',
      '/api/admin/news',
      token,
      body({ titles: { ru: '  ', en: '' } }),
    );
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({ error: expect.stringMatching(/заголов/) });
    const reversed = await send(
      'POST',
      '/api/admin/news',
      token,
      body({ dates: { date: '', startDate: '2025-08-02', expireDate: '2025-08-01' } }),
    );
    expect(reversed.statusCode).toBe(400);
  });

  it('updates every field, sanitizing the descriptions', async () => {
    const token = await start();
    const id = (await send('POST', '/api/admin/news', token, body())).json<{ id: number }>().id;
    const update = body({
      slug: 'edited',
      priority: 'A',
      dates: { date: '2025-07-30', startDate: '2025-07-29', expireDate: '2025-08-30' },
      titles: { ru: 'Изменено', en: 'Edited' },
      descriptions: {
        ru: '<p onclick="x()">Текст<script>alert(1)</script></p>',
        en: '<h2 style="color: rgb(242, 73, 66)">Hi</h2>',
      },
    });
    const response = await send('PUT', `/api/admin/news/${id}`, token, update);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id });
    expect((await t.app.repos.news.all())[String(id)]).toEqual({
      ...update,
      descriptions: { ru: '<p>Текст</p>', en: '<h2 style="color:#F24942">Hi</h2>' },
      status: 'published',
      cover: null,
      updatedAt: NOW.toISOString(),
    });
  });

  it('stores quotes, inline code and site links, and keeps a link\'s new tab only when asked for', async () => {
    const token = await start();
    const ru =
      '<blockquote cite="x">Цитата <code class="c">npm i</code></blockquote>' +
      '<p><a href="/contacts" target="_self">контакты</a> <a href="https://e.by">тут</a> ' +
      '<a href="https://e.by" target="_blank" rel="opener">там</a> <a href="//evil.example">нет</a></p>';
    const response = await send('POST', '/api/admin/news', token, body({ descriptions: { ru, en: '' } }));
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: number }>().id;
    expect((await t.app.repos.news.all())[String(id)]?.descriptions.ru).toBe(
      '<blockquote>Цитата <code>npm i</code></blockquote>' +
        '<p><a href="/contacts">контакты</a> <a href="https://e.by">тут</a> ' +
        '<a href="https://e.by" target="_blank" rel="noopener noreferrer">там</a> нет</p>',
    );
  });

  it('deletes, and answers 404 with an error for a missing id', async () => {
    const token = await start();
    const id = (await send('POST', '/api/admin/news', token, body())).json<{ id: number }>().id;
    const deleted = await send('DELETE', `/api/admin/news/${id}`, token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id });
    for (const [method, payload] of [
      ['DELETE', undefined],
      ['PUT', body()],
    ] as const) {
      const missing = await send(method, `/api/admin/news/${id}`, token, payload);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'Новость не найдена' });
    }
  });

  it('seeds demo news in both languages around today unless SEED_DEMO=false', async () => {
    await start({ SEED_DEMO: 'true' });
    const all = await t.app.repos.news.all();
    const demo = Object.values(all).filter((item) => item.titles.ru.startsWith('[Демо]'));
    expect(demo.length).toBeGreaterThanOrEqual(4);
    expect(
      demo.every((item) => item.titles.en.startsWith('[Demo]') && item.descriptions.en !== ''),
    ).toBe(true);
    expect(demo.some((item) => item.priority === 'A')).toBe(true);
    expect(demo.some((item) => item.dates.startDate > '2025-07-29')).toBe(true);
    expect(
      demo.some((item) => item.dates.expireDate !== '' && item.dates.expireDate < '2025-07-29'),
    ).toBe(true);
    const visible = (await t.app.inject({ url: '/api/admin/news' })).json<NewsMap>();
    expect(Object.keys(visible).length).toBeGreaterThanOrEqual(3);
  });
});
