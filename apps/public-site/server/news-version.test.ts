// @vitest-environment node
import { performance } from 'node:perf_hooks';
import { describe, expect, it, vi } from 'vitest';
import { createNewsApiHealth } from '../app/lib/news-api-health';
import { createNewsVersion } from './news-version';

/** A fetch whose answers the test releases one by one. */
function controlledFetch(
  answer: () => Response = () => Response.json({ version: String(Math.random()) }),
) {
  const waiting: Array<() => void> = [];
  const fetch = vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        waiting.push(() => resolve(answer()));
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls: fetch,
    release: () => waiting.shift()?.(),
  };
}

describe('createNewsVersion', () => {
  it('reads the API’s news version, shares one check between concurrent callers and sees changes', async () => {
    let version = '7.2026-11-26';
    const fetch = vi.fn(async (_url: RequestInfo | URL) => Response.json({ version }));
    const news = createNewsVersion({ apiUrl: 'http://api', fetch, now: () => 0 });
    const [a, b] = await Promise.all([news.current(), news.current()]);
    expect(a).toEqual(b);
    expect(a).toEqual({ available: true, version: '7.2026-11-26' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('http://api/api/news/version');
    version = '8.2026-11-26';
    expect((await news.current()).version).toBe('8.2026-11-26');
    expect(news.checks).toEqual({ unchanged: 0, changed: 2, failed: 0 });
  });

  it('counts an answer that is not a version as a failure', async () => {
    const fetch = vi.fn(async () => Response.json({ news: {} }));
    const news = createNewsVersion({ apiUrl: 'http://api', fetch });
    expect(await news.current()).toEqual({ version: '', available: false });
  });

  it('makes every request wait for the version while the API answers in time (a withdrawn item is never shown on a busy machine)', async () => {
    const api = controlledFetch();
    const news = createNewsVersion({ apiUrl: 'http://api', fetch: api.fetch });
    const started = performance.now();
    const asked = news.current();
    // Slower than the 40 ms the cache used to wait, well within the timeout.
    setTimeout(() => api.release(), 150);
    const state = await asked;
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(state.version).not.toBe('');
  });

  it('makes a caller who arrives during a check wait for the next one (a write is seen at once)', async () => {
    const api = controlledFetch();
    const news = createNewsVersion({ apiUrl: 'http://api', fetch: api.fetch, waitMs: 1_000 });
    const early = news.current();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const late = news.current();
    api.release();
    const first = await early;
    await vi.waitFor(() => expect(api.calls).toHaveBeenCalledTimes(2));
    api.release();
    expect((await late).version).not.toBe(first.version);
  });

  it('does not keep a request waiting on a slow API longer than waitMs', async () => {
    const api = controlledFetch();
    const news = createNewsVersion({
      apiUrl: 'http://api',
      fetch: api.fetch,
      waitMs: 30,
      timeoutMs: 5_000,
    });
    const started = performance.now();
    expect(await news.current()).toEqual({ version: '', available: true });
    expect(performance.now() - started).toBeLessThan(200);
    // The check is older than waitMs: later callers do not wait at all, nor start more checks.
    const again = performance.now();
    await news.current();
    expect(performance.now() - again).toBeLessThan(10);
    expect(api.calls).toHaveBeenCalledTimes(1);
  });

  it('counts a timed-out API as down, answers at once, checks once a retry interval, recovers', async () => {
    let now = 0;
    const health = createNewsApiHealth({ retryMs: 1_000, now: () => now });
    let up = false;
    const fetch = vi.fn(async () => {
      if (!up) throw new Error('ECONNREFUSED');
      return Response.json({ version: 'v1' });
    });
    const news = createNewsVersion({ apiUrl: 'http://api', fetch, health, now: () => now });
    expect(await news.current()).toEqual({ version: '', available: false });
    expect(health.down).toBe(true);
    for (let i = 0; i < 5; i += 1) await news.current();
    expect(fetch).toHaveBeenCalledTimes(1);
    up = true;
    now = 1_000;
    expect((await news.current()).available).toBe(false); // the check runs in the background
    await vi.waitFor(() => expect(health.down).toBe(false));
    expect(await news.current()).toMatchObject({ available: true, version: expect.any(String) });
  });

  it('reuses a recent version within the interval', async () => {
    let now = 0;
    const fetch = vi.fn(async () => Response.json({ version: 'v1' }));
    const news = createNewsVersion({
      apiUrl: 'http://api',
      fetch,
      intervalMs: 500,
      now: () => now,
    });
    await news.current();
    now = 400;
    await news.current();
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 600;
    await news.current();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
