import { FALLBACK_NEWS, type NewsMap } from '@fuelcard/contracts';
import { NEWS_API_FALLBACK_WARNING } from '@fuelcard/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWS_API_RETRY_MS } from './news-api-health';
import {
  forgetNewsApiState,
  loadPublicNews,
  newsApiHealth,
  NEWS_API_TIMEOUT_MS,
} from './news.server';

beforeEach(() => forgetNewsApiState());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const news: NewsMap = {
  '7': {
    slug: 'tariffs',
    priority: 'B',
    dates: { date: '2026-01-10', startDate: '', expireDate: '' },
    titles: { ru: 'Тарифы', en: 'Tariffs' },
    descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
  },
};

describe('loadPublicNews', () => {
  it('reads GET /api/admin/news from the API base the server was given', async () => {
    const fetchMock = vi.fn(async () => Response.json(news));
    await expect(loadPublicNews('http://api.test:3001', fetchMock)).resolves.toEqual({
      news,
      fallback: false,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      'http://api.test:3001/api/admin/news',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('revalidates with the kept ETag and reuses the kept list on a 304', async () => {
    const changed: NewsMap = { '8': { ...news['7']!, slug: 'changed' } };
    const answers = [
      Response.json(news, { headers: { etag: 'W/"one"' } }),
      new Response(null, { status: 304, headers: { etag: 'W/"one"' } }),
      Response.json(changed, { headers: { etag: 'W/"two"' } }),
      new Response(null, { status: 304, headers: { etag: 'W/"two"' } }),
    ];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      answers.shift()!,
    );
    const api = 'http://api.revalidate.test';
    const first = await loadPublicNews(api, fetchMock);
    expect(first).toEqual({ news, fallback: false });
    expect(Object.isFrozen(first.news['7']!.titles)).toBe(true);
    const ifNoneMatch = (call: number) =>
      new Headers(fetchMock.mock.calls[call]![1]!.headers).get('if-none-match');
    expect(ifNoneMatch(0)).toBeNull();

    await expect(loadPublicNews(api, fetchMock)).resolves.toEqual({ news, fallback: false });
    expect(ifNoneMatch(1)).toBe('W/"one"');
    await expect(loadPublicNews(api, fetchMock)).resolves.toEqual({
      news: changed,
      fallback: false,
    });
    expect(ifNoneMatch(2)).toBe('W/"one"');
    await expect(loadPublicNews(api, fetchMock)).resolves.toEqual({
      news: changed,
      fallback: false,
    });
    expect(ifNoneMatch(3)).toBe('W/"two"');
  });

  it('keeps nothing from an answer without an ETag', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(news),
    );
    await loadPublicNews('http://api.no-etag.test', fetchMock);
    await loadPublicNews('http://api.no-etag.test', fetchMock);
    expect(new Headers(fetchMock.mock.calls[1]![1]!.headers).get('if-none-match')).toBeNull();
  });

  it.each([
    ['a 500', async () => new Response('{"error":"x"}', { status: 500 })],
    ['no answer', async () => Promise.reject(new TypeError('fetch failed'))],
    ['a body that is not a news map', async () => Response.json([1, 2])],
  ])('falls back to the bundled news with the spec’s warning on %s', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-07-29T12:00:00+03:00'));
    await expect(loadPublicNews('http://api.test', vi.fn(answer))).resolves.toEqual({
      news: FALLBACK_NEWS,
      fallback: true,
    });
    // Outside the bundled item's window (2025-07-28 … 31) no page shows it: the API's own rule.
    vi.setSystemTime(new Date('2025-08-01T12:00:00+03:00'));
    await expect(loadPublicNews('http://api.test', vi.fn(answer))).resolves.toEqual({
      news: {},
      fallback: true,
    });
    vi.useRealTimers();
    expect(warn).toHaveBeenCalledWith(NEWS_API_FALLBACK_WARNING, expect.anything());
  });

  it('gives up on an API that does not answer in time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const started = Date.now();
    await expect(loadPublicNews('http://api.test', hanging as typeof fetch)).resolves.toMatchObject(
      { fallback: true },
    );
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(NEWS_API_TIMEOUT_MS - 50);
    // A page the render cache does not hold still answers within a second (issue 12, item 13).
    expect(waited).toBeLessThan(1000);
  });

  it('remembers a failed API: the next pages get the fallback at once, one call a second checks it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let up = false;
    const fetchMock = vi.fn(async () =>
      up ? Response.json(news) : Promise.reject(new TypeError('fetch failed')),
    );
    const api = 'http://api.down.test';
    await expect(loadPublicNews(api, fetchMock)).resolves.toMatchObject({ fallback: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(newsApiHealth(api).down).toBe(true);
    // Within the retry interval nobody waits on the API or asks it.
    for (let i = 0; i < 5; i += 1)
      await expect(loadPublicNews(api, fetchMock)).resolves.toMatchObject({ fallback: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(newsApiHealth(api).fallbacks).toBe(6);

    // After it, one caller starts a check in the background and still gets the fallback now.
    up = true;
    vi.advanceTimersByTime(NEWS_API_RETRY_MS);
    await expect(loadPublicNews(api, fetchMock)).resolves.toMatchObject({ fallback: true });
    await expect(loadPublicNews(api, fetchMock)).resolves.toMatchObject({ fallback: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(newsApiHealth(api).down).toBe(false));
    await expect(loadPublicNews(api, fetchMock)).resolves.toEqual({ news, fallback: false });
  });
});
