// @vitest-environment node
// Issue 23: a made-up /news/{slug} cost a full render each (60 req/s against 2,093 for a cached
// page). An address the site's news do not know is answered from one kept not-found page per
// language, with the same 404 page and headers as its render.
import type { NewsMap } from '@fuelcard/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsItemPresence } from '../app/lib/news-queries.server';
import { forgetNewsApiState } from '../app/lib/news.server';
import { newsApiAnswer } from '../app/test-news-api';
import { fakeApi, fakePages, fakeSite } from './test-site';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  forgetNewsApiState();
});

const item = (slug: string): NewsMap[string] => ({
  slug,
  priority: 'A',
  dates: { date: '2026-01-10', startDate: '', expireDate: '' },
  titles: { ru: `Новость ${slug}`, en: `News ${slug}` },
  descriptions: { ru: '', en: '' },
});

/** The API's news calls (the version moves with the news), and how often by-slug was asked. */
async function newsApi(news: NewsMap) {
  const state = { news, asked: 0, bySlug: 0 };
  const server = await fakeApi((request, response) => {
    state.asked += 1;
    if (request.url?.startsWith('/api/news/by-slug/')) state.bySlug += 1;
    const version = Buffer.from(JSON.stringify(state.news)).toString('base64url').slice(-24);
    const answer = newsApiAnswer({ news: state.news, version }, request.url ?? '/');
    if (!answer) return void response.writeHead(404).end();
    void answer
      .text()
      .then((body) =>
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(body),
      );
  });
  cleanups.push(server.close);
  return { url: server.url, state };
}

async function site(news: NewsMap, renderCache: false | object = {}) {
  const api = await newsApi(news);
  const pages = fakePages();
  pages.newsItems = new Set(['one', '1']);
  const server = await fakeSite(pages, {
    apiUrl: api.url,
    renderCache,
    // What the build exports (app/entry.server.tsx): the by-slug read of the page's loader.
    lookupNewsItem: (idOrSlug, version) => newsItemPresence({ apiUrl: api.url, version }, idOrSlug),
  });
  cleanups.push(server.close);
  // The first news check (a loaded machine may answer it later than a request waits for it).
  if (renderCache)
    await vi.waitFor(async () => {
      await server.app.inject({ url: '/news' });
      expect(server.app.newsVersion.last.version).not.toBe('');
    });
  const newsRenders = () =>
    pages.rendered.filter((r) => new URL(r.url).pathname.startsWith('/news/'));
  return { app: server.app, api, pages, newsRenders };
}

const HEADERS = [
  'content-type',
  'cache-control',
  'x-robots-tag',
  'vary',
  'content-security-policy',
];

describe('news addresses that name no item', () => {
  it('get the not-found page kept per language: one render for any number of made-up slugs', async () => {
    const { app, newsRenders } = await site({ '1': item('one') });
    const answers = [];
    for (let i = 0; i < 30; i += 1) {
      answers.push(await app.inject({ url: `/news/made-up-${i}-${Math.random()}` }));
      answers.push(await app.inject({ url: `/news/x${i}`, headers: { cookie: 'lang=en' } }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 404));
    // One render per language; every other answer is that page.
    expect(newsRenders()).toHaveLength(2);
    expect(answers.filter((answer) => answer.headers['x-render-cache'] === 'hit')).toHaveLength(58);
    for (const lang of ['ru', 'en']) {
      const ofLang = answers.filter((answer) => answer.body.includes(`<html lang="${lang}">`));
      expect(ofLang).toHaveLength(30);
      expect(new Set(ofLang.map((answer) => answer.body)).size).toBe(1);
      expect(ofLang[0]!.body).toContain('Новость не найдена');
    }
    // The same headers as the page rendered for its own address.
    const rendered = answers[0]!;
    for (const answer of answers.filter((a) => a.body === rendered.body))
      for (const name of HEADERS) expect(answer.headers[name], name).toBe(rendered.headers[name]);
    expect(rendered.headers['cache-control']).toBe('no-store');
    expect(rendered.headers['x-robots-tag']).toBe('noindex');
    expect(rendered.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });

  it('keeps the page per ?lang= too, and gives each answer the language cookie its request asks for', async () => {
    const { app, newsRenders } = await site({ '1': item('one') });
    const first = await app.inject({ url: '/news/nope?lang=en' });
    const second = await app.inject({ url: '/news/other?lang=en', headers: { cookie: 'lang=en' } });
    const third = await app.inject({ url: '/news/other?lang=en', headers: { cookie: 'lang=ru' } });
    expect([first, second, third].map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect(first.headers['set-cookie']).toMatch(/^lang=en;/);
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(third.headers['set-cookie']).toMatch(/^lang=en;/);
    expect(newsRenders()).toHaveLength(1);
  });

  it('still shows every item, by slug or id in any case, and an item the news gain at once', async () => {
    const { app, api, pages } = await site({ '1': item('one') });
    const status = async (path: string) => (await app.inject({ url: path })).statusCode;
    for (const path of ['/news/one', '/news/1', '/news/ONE'])
      expect(await status(path), path).toBe(200);
    expect(await status('/news/two')).toBe(404);
    // An editor publishes "two": the next request's news check sees the new list (at once
    // unless the machine is loaded: then a request does not wait for a check longer than 40 ms).
    api.state.news = { '1': item('one'), '2': item('two') };
    pages.newsItems!.add('two');
    await expect.poll(() => status('/news/two')).toBe(200);
    // And withdraws it: its address is the not-found page again.
    api.state.news = { '1': item('one') };
    pages.newsItems!.delete('two');
    await expect.poll(() => status('/news/two')).toBe(404);
  });

  it('renders each address (and keeps nothing) when the not-found page comes to show its address', async () => {
    const { app, pages, newsRenders } = await site({ '1': item('one') });
    pages.newsNotFoundEchoes = true;
    for (const slug of ['<b>mine</b>', 'other', 'third']) {
      const answer = await app.inject({ url: `/news/${encodeURIComponent(slug)}` });
      expect(answer.statusCode).toBe(404);
      // Each visitor sees their own address, never another's.
      const shown = slug.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
      expect(answer.body).toContain(`Новость не найдена: ${shown}`);
    }
    expect(app.newsNotFound?.counts.kept).toBe(0);
    // The probe once (its page is not kept, and that is remembered), then each address.
    expect(newsRenders().map((r) => new URL(r.url).pathname)).toEqual([
      '/news/zqxj7-no-such-news-item',
      '/news/%3cb%3emine%3c%2fb%3e',
      '/news/other',
      '/news/third',
    ]);
  });

  it('keeps no page per address and only a bounded memory of what the API said: a flood costs one API call per address', async () => {
    const { app, api } = await site({ '1': item('one') });
    // The first made-up address makes the kept page (asking for the probe's address too).
    await app.inject({ url: '/news/first-made-up' });
    const stored = app.renderCache?.size;
    const asked = api.state.bySlug;
    for (let i = 0; i < 200; i += 1) await app.inject({ url: `/news/flood-${i}` });
    expect(app.newsNotFound?.pages.size).toBe(1);
    expect(app.renderCache?.size).toBe(stored);
    // Each made-up address was asked once (its answer then held for the news version)…
    expect(api.state.bySlug - asked).toBe(200);
    for (let i = 0; i < 200; i += 1) await app.inject({ url: `/news/flood-${i}` });
    expect(api.state.bySlug - asked).toBe(200);
    // …in a memory of at most 10,000 answers a version (news-directory.ts).
    expect(app.newsDirectory.rememberedCount).toBe(202);
  });

  it('are each rendered with the render cache off, as every page is', async () => {
    const { app, newsRenders } = await site({ '1': item('one') }, false);
    for (let i = 0; i < 5; i += 1)
      expect((await app.inject({ url: `/news/nope-${i}` })).statusCode).toBe(404);
    expect(newsRenders()).toHaveLength(5);
  });
});
