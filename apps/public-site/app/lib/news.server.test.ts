// @vitest-environment node
import { NEWS_API_FALLBACK_WARNING } from '@fuelcard/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWS_API_RETRY_MS } from './news-api-health';
import { forgetNewsApiState, newsApiHealth, NEWS_API_TIMEOUT_MS, readNews } from './news.server';

beforeEach(() => forgetNewsApiState());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const PAGE = { items: [], total: 0, page: 1, pages: 0 };
type Fetch = (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
const urlOf = (fetchMock: { mock: { calls: unknown[][] } }, call: number) =>
  String(fetchMock.mock.calls[call]![0]);

describe('readNews', () => {
  it('asks the API base the server was given, and keeps the answer for its news version', async () => {
    const fetchMock = vi.fn<Fetch>(async () => Response.json(PAGE));
    const options = { apiUrl: 'http://api.test:3001', version: '5.2026-11-26', fetch: fetchMock };
    await expect(readNews('/api/news?page=1', options)).resolves.toEqual({
      status: 200,
      data: PAGE,
      source: 'api',
    });
    expect(urlOf(fetchMock, 0)).toBe('http://api.test:3001/api/news?page=1');
    // The same version: the kept answer, without asking.
    await expect(readNews('/api/news?page=1', options)).resolves.toEqual({
      status: 200,
      data: PAGE,
      source: 'kept',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Another call, or the news changed: asked again.
    await readNews('/api/news?page=2', options);
    await readNews('/api/news?page=1', { ...options, version: '6.2026-11-26' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps a 404 as the API’s word that the item does not exist', async () => {
    const fetchMock = vi.fn<Fetch>(async () =>
      Response.json({ error: 'Новость не найдена' }, { status: 404 }),
    );
    const options = { apiUrl: 'http://api.test', version: 'v1', fetch: fetchMock };
    await expect(readNews('/api/news/by-slug/gone', options)).resolves.toEqual({
      status: 404,
      data: null,
      source: 'api',
    });
    await expect(readNews('/api/news/by-slug/gone', options)).resolves.toMatchObject({
      status: 404,
      source: 'kept',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for the news version itself when the server gave none, once for callers together', async () => {
    const fetchMock = vi.fn<Fetch>(async (url) =>
      String(url).endsWith('/api/news/version')
        ? Response.json({ version: 'v9' })
        : Response.json(PAGE),
    );
    const options = { apiUrl: 'http://api.test', fetch: fetchMock };
    await Promise.all([
      readNews('/api/news/latest', options),
      readNews('/api/news/latest?limit=2', options),
    ]);
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual([
      'http://api.test/api/news/version',
      'http://api.test/api/news/latest',
      'http://api.test/api/news/latest?limit=2',
    ]);
  });

  it.each([
    ['a 500', async () => new Response('{"error":"x"}', { status: 500 })],
    ['no answer', async () => Promise.reject(new TypeError('fetch failed'))],
    ['a body that is not the call’s answer', async () => Response.json([1, 2])],
    ['a body that is not JSON', async () => new Response('<html>')],
  ])(
    'serves the last answer it kept, whatever its version, on %s (with the spec’s warning)',
    async (_, failure) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const isPage = (body: unknown) =>
        typeof body === 'object' && body !== null && 'items' in body;
      let broken = false;
      const fetchMock = vi.fn<Fetch>(async () => (broken ? failure() : Response.json(PAGE)));
      const options = { apiUrl: 'http://api.failing.test', fetch: fetchMock };
      await readNews('/api/news', { ...options, version: 'v1' }, isPage);
      broken = true;
      await expect(readNews('/api/news', { ...options, version: 'v2' }, isPage)).resolves.toEqual({
        status: 200,
        data: PAGE,
        source: 'kept',
      });
      // A call never answered has nothing kept: the caller shows the bundled news.
      forgetNewsApiState();
      await expect(
        readNews('/api/news', { ...options, version: 'v2' }, isPage),
      ).resolves.toBeNull();
      expect(warn).toHaveBeenCalledWith(NEWS_API_FALLBACK_WARNING, expect.anything());
    },
  );

  it('gives up on an API that does not answer in time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const started = Date.now();
    await expect(
      readNews('/api/news', { apiUrl: 'http://api.test', version: 'v1', fetch: hanging }),
    ).resolves.toBeNull();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(NEWS_API_TIMEOUT_MS - 50);
    // A page the render cache does not hold still answers within a second (issue 12, item 13).
    expect(waited).toBeLessThan(1000);
  });

  it('remembers a failed API: the next reads take what was kept at once, one call a second checks it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let up = true;
    const fetchMock = vi.fn<Fetch>(async (url) => {
      if (!up) throw new TypeError('fetch failed');
      return String(url).endsWith('/version')
        ? Response.json({ version: 'v2' })
        : Response.json(PAGE);
    });
    const api = 'http://api.down.test';
    const options = { apiUrl: api, version: 'v1', fetch: fetchMock };
    await readNews('/api/news', options);
    up = false;
    await expect(readNews('/api/news', { ...options, version: 'v2' })).resolves.toMatchObject({
      source: 'kept',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(newsApiHealth(api).down).toBe(true);
    // Within the retry interval nobody waits on the API or asks it.
    for (let i = 0; i < 5; i += 1) {
      await expect(readNews('/api/news', { ...options, version: 'v2' })).resolves.toMatchObject({
        source: 'kept',
      });
      await expect(readNews('/api/news/latest', { ...options, version: 'v2' })).resolves.toBeNull();
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);

    // After it, one caller starts a check of the version in the background and still gets what
    // was kept now; once the API answers, the reads ask it again.
    up = true;
    vi.advanceTimersByTime(NEWS_API_RETRY_MS);
    await expect(readNews('/api/news', { ...options, version: 'v2' })).resolves.toMatchObject({
      source: 'kept',
    });
    await expect(readNews('/api/news', { ...options, version: 'v2' })).resolves.toMatchObject({
      source: 'kept',
    });
    expect(urlOf(fetchMock, 2)).toBe(`${api}/api/news/version`);
    await vi.waitFor(() => expect(newsApiHealth(api).down).toBe(false));
    await expect(readNews('/api/news', { ...options, version: 'v2' })).resolves.toMatchObject({
      source: 'api',
    });
  });
});
