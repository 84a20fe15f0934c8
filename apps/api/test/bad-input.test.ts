import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

const NEWS = {
  slug: 'x',
  priority: 'A',
  dates: { date: '2025-07-28', startDate: '', expireDate: '' },
  titles: { ru: 'Заголовок', en: 'Title' },
  descriptions: { ru: '', en: '' },
};
const CONSENT = {
  user_uuid: '0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b',
  technical: true,
  functional: false,
  analytics: false,
  marketing: false,
  timestamp: '2025-07-28T10:15:00Z',
};

type Case = [label: string, payload: unknown];

/** Wrong types, missing fields, oversize values and unknown fields, for every body the API takes. */
const bodies: Record<
  string,
  { method: 'POST' | 'PUT'; url: string; auth: boolean; cases: Case[] }
> = {
  login: {
    method: 'POST',
    url: '/api/login',
    auth: false,
    cases: [
      ['no body', undefined],
      ['an array', []],
      ['a missing password', { username: 'root' }],
      ['a number username', { username: 1, password: 'x' }],
      ['an empty username', { username: '', password: 'x' }],
      ['an oversize password', { username: 'root', password: 'p'.repeat(201) }],
      ['an unknown field', { username: 'root', password: 'x', remember: true }],
    ],
  },
  createAdministrator: {
    method: 'POST',
    url: '/api/admin/admins',
    auth: true,
    cases: [
      ['no body', undefined],
      ['a missing password', { username: 'newbie' }],
      ['a short password', { username: 'newbie', password: 'short' }],
      ['a boolean username', { username: true, password: 'granite-falcon-88' }],
      ['a username with spaces', { username: 'new bie', password: 'granite-falcon-88' }],
      ['an oversize username', { username: 'n'.repeat(51), password: 'granite-falcon-88' }],
      ['a role', { username: 'newbie', password: 'granite-falcon-88', role: 'superadmin' }],
    ],
  },
  updateAdministrator: {
    method: 'PUT',
    url: '/api/admin/admins/1',
    auth: true,
    cases: [
      ['no username', { password: 'granite-falcon-88' }],
      ['a null password', { username: 'root', password: null }],
      ['an oversize password', { username: 'root', password: 'p'.repeat(201) }],
      ['an unknown field', { username: 'root', id: 2 }],
    ],
  },
  createNews: {
    method: 'POST',
    url: '/api/admin/news',
    auth: true,
    cases: [
      ['no body', undefined],
      ['missing dates', { ...NEWS, dates: undefined }],
      ['priority C', { ...NEWS, priority: 'C' }],
      ['a Russian date', { ...NEWS, dates: { ...NEWS.dates, date: '28.07.2025' } }],
      ['30 February', { ...NEWS, dates: { ...NEWS.dates, startDate: '2025-02-30' } }],
      ['a number title', { ...NEWS, titles: { ru: 1, en: '' } }],
      ['a third language', { ...NEWS, titles: { ...NEWS.titles, by: 'Загаловак' } }],
      ['an oversize title', { ...NEWS, titles: { ru: 'я'.repeat(301), en: '' } }],
      ['an oversize description', { ...NEWS, descriptions: { ru: 'x'.repeat(100_001), en: '' } }],
      ['an unknown field', { ...NEWS, id: 5 }],
    ],
  },
  updateNews: {
    method: 'PUT',
    url: '/api/admin/news/1',
    auth: true,
    cases: [
      ['a string priority list', { ...NEWS, priority: ['A'] }],
      ['null dates', { ...NEWS, dates: null }],
      ['an oversize slug', { ...NEWS, slug: 's'.repeat(201) }],
    ],
  },
  executeSql: {
    method: 'POST',
    url: '/api/sql-explorer/execute',
    auth: true,
    cases: [
      ['no body', undefined],
      ['a number', { sql: 1 }],
      ['a missing sql', {}],
      ['an oversize statement', { sql: `SELECT '${'x'.repeat(100_001)}'` }],
      ['an unknown field', { sql: 'SELECT 1', timeout: 0 }],
    ],
  },
  sendCookieConsent: {
    method: 'POST',
    url: '/api/cookie-consent',
    auth: false,
    cases: [
      ['no body', undefined],
      ['technical false', { ...CONSENT, technical: false }],
      ['a string boolean', { ...CONSENT, marketing: 'false' }],
      ['a bad uuid', { ...CONSENT, user_uuid: 'not-a-uuid' }],
      ['a timestamp without offset', { ...CONSENT, timestamp: '2025-07-28T10:15:00' }],
      ['a missing analytics', { ...CONSENT, analytics: undefined }],
      ['an unknown field', { ...CONSENT, ip: '1.2.3.4' }],
    ],
  },
};

describe('bad input gets 400 { error } and changes nothing', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    token = (await superadmin(app)).token;
  });
  afterAll(() => t.close());

  for (const [name, call] of Object.entries(bodies)) {
    it.each(call.cases)(`${name} with %s`, async (_, payload) => {
      const before =
        JSON.stringify(await app.repos.news.all()) +
        String(await t.db.scalar('SELECT count(*) FROM administrators'));
      const response = await app.inject({
        method: call.method,
        url: call.url,
        headers: { 'content-type': 'application/json', ...(call.auth ? bearer(token) : {}) },
        payload: payload === undefined ? '' : JSON.stringify(payload),
        remoteAddress: `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String) });
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
      // Russian for people, never Ajv's English or a schema's regex.
      const { error } = response.json<{ error: string }>();
      expect(error).toMatch(/[А-ЯЁа-яё]/);
      expect(error).not.toMatch(/\bmust\b|\bshould\b|\^|\\d|\(body|\(params/);
      const after =
        JSON.stringify(await app.repos.news.all()) +
        String(await t.db.scalar('SELECT count(*) FROM administrators'));
      expect(after).toBe(before);
    });
  }

  it('answers invalid JSON with 400 and no stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "root", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Некорректный JSON' });
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });

  it('answers a body over the route limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'root', password: 'x'.repeat(10_000) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it.each([
    '/api/admin/news/abc',
    '/api/admin/news/0',
    '/api/admin/news/01',
    '/api/admin/admins/-1',
  ])('answers a bad id in %s with 400', async (url) => {
    const response = await app.inject({ method: 'DELETE', url, headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });
});
