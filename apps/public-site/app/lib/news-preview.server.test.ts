// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loadPreview } from './news-preview.server';

const TOKEN = 'abcDEF123_-.xyz0123456789';
const answer = (status: number, body: unknown = {}) =>
  vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

describe('loadPreview', () => {
  it('asks the API for the token as given (case kept) and answers its item', async () => {
    const item = {
      slug: 'a',
      priority: 'B',
      dates: { date: '', startDate: '', expireDate: '' },
      titles: { ru: 'Черновик', en: '' },
      descriptions: { ru: '', en: '' },
    };
    const fetchImpl = answer(200, { item, expiresAt: '2026-01-01T00:00:00Z' });
    await expect(loadPreview('http://api', TOKEN, fetchImpl)).resolves.toEqual({
      kind: 'item',
      item,
    });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(`http://api/api/news-preview/${TOKEN}`);
  });

  it('says gone for an expired link (410) and missing for a forged one (404)', async () => {
    await expect(loadPreview('http://api', TOKEN, answer(410))).resolves.toEqual({ kind: 'gone' });
    await expect(loadPreview('http://api', TOKEN, answer(404))).resolves.toEqual({
      kind: 'missing',
    });
  });

  it('never asks the API about a token that cannot be one', async () => {
    const fetchImpl = answer(200);
    await expect(loadPreview('http://api', 'short', fetchImpl)).resolves.toEqual({
      kind: 'missing',
    });
    await expect(loadPreview('http://api', 'a/b'.repeat(10), fetchImpl)).resolves.toEqual({
      kind: 'missing',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fails (a server error page) when the API fails', async () => {
    await expect(loadPreview('http://api', TOKEN, answer(500))).rejects.toThrow(/500/);
  });
});
