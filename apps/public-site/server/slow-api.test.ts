// Issue 12, item 13: a slow or hung API must not slow the pages the render cache holds (served
// at once), and a page it does not hold answers with the fallback news. The figures of the
// targets (hits p99 < 50 ms, a miss within 1 s) are measured by `pnpm bench:reliability`; these
// bounds only tell "at once" from "waited for the API" (10 s), also on a loaded machine.
// The API here is a real HTTP server that stops answering.
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { NewsMap } from '@fuelcard/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetNewsApiState, loadPublicNews, newsApiHealth } from '../app/lib/news.server';
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

/** An API whose news list can change, hang or go away; hung requests are kept to be ended. */
async function api() {
  const state = {
    mode: 'up' as 'up' | 'hang',
    title: 'Настоящая новость',
    hung: [] as ServerResponse[],
  };
  const server = await fakeApi((request, response) => {
    if (state.mode === 'hang') return void state.hung.push(response);
    const body = JSON.stringify(newsWith(state.title));
    const etag = `W/"${Buffer.from(body).toString('base64url').slice(-20)}"`;
    if (request.headers['if-none-match'] === etag)
      return void response.writeHead(304, { etag }).end();
    response.writeHead(200, { 'content-type': 'application/json', etag }).end(body);
  });
  cleanups.push(async () => {
    for (const response of state.hung) response.destroy();
    await server.close();
  });
  return { ...server, state };
}

async function siteOn(apiUrl: string, renderCache = {}) {
  const pages = fakePages();
  pages.loadNews = async () => {
    const { news, fallback } = await loadPublicNews(apiUrl);
    return { title: fallback ? 'FALLBACK' : (Object.values(news)[0]?.titles.ru ?? '') };
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
  it('serves cached pages at once and other pages with the fallback within a second', async () => {
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

    // A page the cache does not hold: the fallback news within a second, the next ones at once.
    const [first, firstMs] = await timed(() => get(port, '/news?page=2'));
    expect(first.status).toBe(200);
    expect(first.body).toContain('<h1>FALLBACK</h1>');
    expect(firstMs).toBeLessThan(3000);
    const [other, otherMs] = await timed(() => get(port, '/news/one'));
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
    const { port, pages } = await siteOn(url, { ttlMs: 50 });
    await get(port, '/contacts');
    await new Promise((resolve) => setTimeout(resolve, 60));
    const renders = pages.rendered.length;
    const stale = await get(port, '/contacts');
    expect(stale.headers['x-render-cache']).toBe('stale');
    await vi.waitFor(() => expect(pages.rendered.length).toBe(renders + 1));
    expect((await get(port, '/contacts')).headers['x-render-cache']).toBe('hit');
  });
});
