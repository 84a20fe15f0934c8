import { FALLBACK_NEWS, type NewsMap } from '@fuelcard/contracts';
import { NEWS_API_FALLBACK_WARNING } from '@fuelcard/i18n';
import { describe, expect, it, vi } from 'vitest';
import { loadPublicNews } from './news.server';

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
    await expect(loadPublicNews('http://api.test:3001', fetchMock)).resolves.toEqual({ news, fallback: false });
    expect(fetchMock).toHaveBeenCalledWith('http://api.test:3001/api/admin/news', expect.objectContaining({ method: 'GET' }));
  });

  it.each([
    ['a 500', async () => new Response('{"error":"x"}', { status: 500 })],
    ['no answer', async () => Promise.reject(new TypeError('fetch failed'))],
    ['a body that is not a news map', async () => Response.json([1, 2])],
  ])('falls back to the bundled news with the spec’s warning on %s', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(loadPublicNews('http://api.test', vi.fn(answer))).resolves.toEqual({ news: FALLBACK_NEWS, fallback: true });
    expect(warn).toHaveBeenCalledWith(NEWS_API_FALLBACK_WARNING, expect.anything());
  });

  it('gives up on an API that does not answer in time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const started = Date.now();
    await expect(loadPublicNews('http://api.test', hanging as typeof fetch)).resolves.toMatchObject({ fallback: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });
});
