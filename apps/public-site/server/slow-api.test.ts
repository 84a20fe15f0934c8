// @vitest-environment node
// Issue 12, item 13: a slow or hung API must not slow the pages the render cache holds (served
// at once), and a page it does not hold answers with the fallback news. The figures of the
// targets (hits p99 < 50 ms, a miss within 1 s) are measured by `pnpm bench:reliability`; these
// bounds only tell "at once" from "waited for the API" (10 s), also on a loaded machine.
// The API here is a real HTTP server that stops answering.
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { NewsMap } from '@fuelcard/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsListPage } from '../app/lib/news-queries.server';
import { forgetNewsApiState, newsApiHealth } from '../app/lib/news.server';
import { newsApiAnswer } from '../app/test-news-api';
import { fakeApi, fakePages, fakeSite, get, listen } from './test-site';

const cleanups: Array<() => Promise<void>> = [];
beforeEach(() => forgetNewsApiState());
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  forgetNewsApiState();
});

const newsWith = (title: string): NewsMap => ({
  '1': {
    slug: 'one',
    priority: 'A',
    dates: { date: '2026-01-10', startDate: '', expireDate: '' },
    titles: { ru: title, en: title },
    descriptions: { ru: '', en: '' },
  },
});

/**
 * An API whose news can change, hang or go away (its news calls answered by the API's rules, the
 * version following the title); hung requests are kept to be ended.
 */
async function api() {
  const state = {
    mode: 'up' as 'up' | 'hang',
    title: 'Настоящая новость',
    hung: [] as ServerResponse[],
  };
  const server = await fakeApi((request, response) => {
    if (state.mode === 'hang') return void state.hung.push(response);
    const answer = newsApiAnswer(
      { news: newsWith(state.title), version: Buffer.from(state.title).toString('base64url') },
      request.url ?? '/',
    );
    if (!answer) return void response.writeHead(404).end();
    void answer
      .text()
      .then((body) =>
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(body),
      );
  });
  cleanups.push(async () => {
    for (const response of state.hung) response.destroy();
    await server.close();
  });
  return { ...server, state };
}

async function siteOn(apiUrl: string, renderCache = {}) {
  const pages = fakePages();
  // Each page reads the page of the news list its address names (?page=, 1 by default).
  pages.loadNews = async (context, url) => {
    const health = newsApiHealth(apiUrl);
    const fallbacks = health.fallbacks;
    const page = await newsListPage(
      { apiUrl, version: context.newsVersion },
      { page: Number(url.searchParams.get('page') ?? 1), sort: 'newest' },
    );
    return {
      title: health.fallbacks !== fallbacks ? 'FALLBACK' : (page.items[0]?.titles.ru ?? ''),
    };
  };
  const site = await fakeSite(pages, { apiUrl, newsHealth: newsApiHealth(apiUrl), renderCache });
  cleanups.push(site.close);
  return { port: await listen(site.app), app: site.app, pages };
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

describe('the site while the API hangs', () => {
  it('serves cached pages at once, other pages with the last news the API gave (or the fallback) within a second', async () => {
    const { url, state } = await api();
    const { port } = await siteOn(url);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const path of ['/news', '/contacts']) {
      // (A loaded machine may time the first loader call out: then a later render has the news
      // and is stored.)
      await expect
        .poll(
          async () => {
            const answer = await get(port, path);
            return `${answer.headers['x-render-cache']} ${answer.body.includes('<h1>Настоящая новость</h1>')}`;
          },
          { timeout: 10_000 },
        )
        .toBe('hit true');
    }

    state.mode = 'hang';
    const times: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const [answer, ms] = await timed(() => get(port, i % 2 ? '/news' : '/contacts'));
      times.push(ms);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<h1>Настоящая новость</h1>');
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length * 0.99)]).toBeLessThan(1000);

    // A page the cache does not hold that reads what the site read before: the last answer the
    // API gave (issue 24), within a second; one that reads what was never read: the fallback news.
    const [first, firstMs] = await timed(() => get(port, '/news/one'));
    expect(first.status).toBe(200);
    expect(first.body).toContain('<h1>Настоящая новость</h1>');
    expect(firstMs).toBeLessThan(3000);
    const [other, otherMs] = await timed(() => get(port, '/news?page=2'));
    expect(other.body).toContain('<h1>FALLBACK</h1>');
    expect(otherMs).toBeLessThan(1000);
  });

  it('shows the stored news again, and the fresh ones, once the API is back', async () => {
    const { url, state } = await api();
    const { port } = await siteOn(url);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    state.mode = 'hang';
    expect((await get(port, '/news')).body).toContain('<h1>FALLBACK</h1>');
    state.title = 'Новость после сбоя';
    state.mode = 'up';
    await vi.waitFor(
      async () => expect((await get(port, '/news')).body).toContain('<h1>Новость после сбоя</h1>'),
      { timeout: 5_000, interval: 100 },
    );
    // The fallback page is gone from the cache for good.
    expect((await get(port, '/news')).body).toContain('<h1>Новость после сбоя</h1>');
  });

  it('shows a news change on the next page view while the API answers', async () => {
    const { url, state } = await api();
    const { port } = await siteOn(url);
    await get(port, '/news');
    expect((await get(port, '/news')).headers['x-render-cache']).toBe('hit');
    state.title = 'Новая новость';
    const next = await get(port, '/news');
    expect(next.headers['x-render-cache']).toBe('miss');
    expect(next.body).toContain('<h1>Новая новость</h1>');
  });

  it('serves a page past its TTL once more while it is rendered again in the background', async () => {
    const { url } = await api();
    // A TTL long enough for the fresh render's 'hit' to be read on a loaded machine.
    const { port, pages } = await siteOn(url, { ttlMs: 500 });
    await get(port, '/contacts');
    await new Promise((resolve) => setTimeout(resolve, 550));
    const renders = pages.rendered.length;
    const stale = await get(port, '/contacts');
    expect(stale.headers['x-render-cache']).toBe('stale');
    await vi.waitFor(() => expect(pages.rendered.length).toBe(renders + 1));
    expect((await get(port, '/contacts')).headers['x-render-cache']).toBe('hit');
  });
});
