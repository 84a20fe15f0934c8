import { PreviewItem, validate } from '@fuelcard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREVIEW_LIFETIME_MS } from '../src/news/preview-link';
import { addAdmin, bearer, createTestApp, type TestApp } from './helpers/test-app';

const START = Date.parse('2026-03-02T09:00:00.000Z');

const draft = {
  slug: '',
  priority: 'A',
  status: 'draft',
  dates: { date: '2026-03-02', startDate: '2026-04-01', expireDate: '' },
  titles: { ru: 'Черновик <b>жирный</b>', en: 'Draft' },
  descriptions: { ru: '<p onclick="x()">Текст<script>alert(1)</script></p>', en: '<p>Text</p>' },
};

describe('preview links', () => {
  let t: TestApp;
  let now: number;
  let editor: string;

  beforeEach(async () => {
    now = START;
    t = await createTestApp({}, { now: () => new Date(now) });
    editor = (await addAdmin(t.app, 'editor')).token;
  });
  afterEach(() => t.close());

  const preview = async (payload: object = draft) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news/preview',
      headers: bearer(editor),
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string; expiresAt: string }>();
  };
  const show = (token: string) => t.app.inject({ url: `/api/news-preview/${token}` });

  it('shows unsaved content as the news page renders it, never cached or indexed', async () => {
    const { token, expiresAt } = await preview();
    expect(expiresAt).toBe(new Date(START + PREVIEW_LIFETIME_MS).toISOString());
    const response = await show(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toMatch(/noindex/);
    const body = response.json<PreviewItem>();
    expect(validate(PreviewItem, body).ok).toBe(true);
    expect(body.item).toEqual({
      slug: expect.any(String),
      priority: 'A',
      dates: draft.dates,
      titles: { ru: 'Черновик <b>жирный</b>', en: 'Draft' },
      descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
    });
    // Nothing was saved: the preview is no news item.
    expect(await t.db.scalar('SELECT count(*) FROM news')).toBe(1);
  });

  it('refuses a forged, altered or made-up token with 404 and an expired one with 410', async () => {
    const { token } = await preview();
    const [id, expiry, signature] = token.split('.') as [string, string, string];
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    const later = (parseInt(expiry, 36) + 3_600_000).toString(36);
    for (const forged of [
      `${id}.${expiry}.${flipped}`,
      `${id}.${later}.${signature}`,
      `${'x'.repeat(22)}.${expiry}.${signature}`,
      'abcdefghijklmnop',
      `${id}.${expiry}`,
    ]) {
      const response = await show(forged);
      expect(response.statusCode, forged).toBe(404);
      expect(response.json()).toEqual({ error: 'Ссылка предпросмотра недействительна' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await show(token)).statusCode).toBe(200);
    now += PREVIEW_LIFETIME_MS - 1000;
    expect((await show(token)).statusCode).toBe(200);
    now += 1000;
    const expired = await show(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ error: string }>().error).toMatch(/истёк/);
    // Malformed tokens are 400, never 500.
    expect((await show('short')).statusCode).toBe(400);
    expect((await show('bad token with spaces!!')).statusCode).toBe(400);
  });

  it('needs an editor to make one and validates the content like a save', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news/preview',
      payload: draft,
    });
    expect(anonymous.statusCode).toBe(401);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news/preview',
      headers: bearer(editor),
      payload: { ...draft, titles: { ru: ' ', en: '' } },
    });
    expect(invalid.statusCode).toBe(400);
    const noCover = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news/preview',
      headers: bearer(editor),
      payload: { ...draft, cover: { imageId: 999, alt: { ru: 'а', en: 'a' } } },
    });
    expect(noCover.statusCode).toBe(400);
  });

  it('is pruned once expired', async () => {
    await preview();
    now += PREVIEW_LIFETIME_MS + 1;
    expect((await t.app.housekeeping()).previews).toBe(1);
    expect(await t.db.scalar('SELECT count(*) FROM news_previews')).toBe(0);
  });
});
