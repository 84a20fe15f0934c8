import { apiRoutes, type Role } from '@fuelcard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addAdmin,
  bearer,
  createTestApp,
  signJwt,
  superadmin,
  type TestApp,
} from './helpers/test-app';

type Credential = 'none' | 'malformed' | 'expired' | 'revoked' | 'admin' | 'superadmin';

const NEWS_BODY = {
  slug: '',
  priority: 'A',
  dates: { date: '2025-01-01', startDate: '', expireDate: '' },
  titles: { ru: 'Новость', en: 'News' },
  descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
};

interface Fixture {
  /** This test's number: names of its own on the file's shared app. */
  n: number;
  targetAdminId: number;
  newsId: number;
}

/** Every bearer route of the contracts, with a request that succeeds for an allowed role. */
const protectedCalls: Array<{
  name: keyof typeof apiRoutes;
  request: (f: Fixture) => {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
  };
  success: number;
}> = [
  { name: 'secure', request: () => ({ method: 'GET', url: '/api/admin/secure' }), success: 200 },
  {
    name: 'listAdministrators',
    request: () => ({ method: 'GET', url: '/api/admin/admins' }),
    success: 200,
  },
  {
    name: 'createAdministrator',
    request: () => ({
      method: 'POST',
      url: '/api/admin/admins',
      payload: { username: 'newbie', password: 'granite-falcon-88' },
    }),
    success: 201,
  },
  {
    name: 'updateAdministrator',
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/admins/${f.targetAdminId}`,
      payload: { username: 'renamed' },
    }),
    success: 200,
  },
  {
    name: 'deleteAdministrator',
    request: (f) => ({ method: 'DELETE', url: `/api/admin/admins/${f.targetAdminId}` }),
    success: 200,
  },
  {
    name: 'createNews',
    request: () => ({ method: 'POST', url: '/api/admin/news', payload: NEWS_BODY }),
    success: 201,
  },
  {
    name: 'updateNews',
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/news/${f.newsId}`,
      payload: { ...NEWS_BODY, slug: `changed-${f.n}` },
    }),
    success: 200,
  },
  {
    name: 'deleteNews',
    request: (f) => ({ method: 'DELETE', url: `/api/admin/news/${f.newsId}` }),
    success: 200,
  },
  {
    name: 'executeSql',
    request: () => ({
      method: 'POST',
      url: '/api/sql-explorer/execute',
      payload: { sql: 'SELECT 1 AS one' },
    }),
    success: 200,
  },
];

const credentials: Credential[] = [
  'none',
  'malformed',
  'expired',
  'revoked',
  'admin',
  'superadmin',
];

/*
 * One app per describe (building one per test was most of this file's time): each test still
 * gets accounts, a news item and tokens of its own, so what one test changes (a deleted account,
 * a renamed or deleted item) is never what another one asks for.
 */
describe('every protected endpoint × every kind of credential', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let fixture: Fixture;
  let tokens: Record<Credential, string | undefined>;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    n += 1;
    const editor = await addAdmin(app, `editor-${n}`);
    const target = await addAdmin(app, `target-${n}`);
    const revokedAdmin = await addAdmin(app, `revoked-${n}`);
    await app.repos.administrators.update(revokedAdmin.id, {
      username: `revoked-${n}`,
      passwordHash: 'changed',
    });
    fixture = {
      n,
      targetAdminId: target.id,
      newsId: await app.repos.news.create(
        () => ({
          ...NEWS_BODY,
          priority: 'B',
          slug: `existing-${n}`,
          status: 'published',
          cover: null,
        }),
        { adminId: null, adminUsername: 'test', action: 'create' },
      ),
    };
    const now = Math.floor(Date.now() / 1000);
    tokens = {
      none: undefined,
      malformed: 'not-a-jwt',
      expired: signJwt({
        sub: String((await superadmin(app)).id),
        ver: 0,
        iat: now - 9 * 3600,
        exp: now - 3600,
      }),
      revoked: revokedAdmin.token,
      admin: editor.token,
      superadmin: (await superadmin(app)).token,
    };
  });

  it('covers every bearer route of the contracts', () => {
    const bearerRoutes = Object.entries(apiRoutes)
      .filter(([, route]) => route.auth === 'bearer')
      .map(([name]) => name)
      .sort();
    expect(protectedCalls.map((call) => call.name).sort()).toEqual(bearerRoutes);
  });

  for (const call of protectedCalls) {
    const route = apiRoutes[call.name] as { roles?: readonly Role[] };
    for (const credential of credentials) {
      const allowed =
        credential === 'admin' || credential === 'superadmin'
          ? route.roles?.includes(credential)
          : false;
      const expected = allowed
        ? call.success
        : credential === 'admin' || credential === 'superadmin'
          ? 403
          : 401;
      it(`${call.name} with ${credential} → ${expected}`, async () => {
        const token = tokens[credential];
        const response = await app.inject({
          ...call.request(fixture),
          headers: token ? bearer(token) : {},
        });
        expect(response.statusCode).toBe(expected);
        const body = response.json() as Record<string, unknown>;
        if (expected === 401) expect(body).toMatchObject({ error: 'Пользователь не авторизован' });
        if (expected === 403) expect(body).toMatchObject({ error: expect.any(String) });
      });
    }
  }
});

/**
 * The role check runs before the body is read (an onRequest hook): an anonymous client learns
 * nothing about the body's rules and cannot make the server parse large bodies.
 */
describe('without a valid token, protected routes answer 401 before reading the body', () => {
  // Every request here is refused before it changes anything: one app for them all.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const bad: Array<{
    label: string;
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: string;
    contentType?: string;
  }> = [
    { label: 'an empty object', method: 'PUT', url: '/api/admin/news/1', payload: '{}' },
    { label: 'an empty object', method: 'POST', url: '/api/admin/news', payload: '{}' },
    { label: 'broken JSON', method: 'POST', url: '/api/admin/news', payload: '{"titles":' },
    {
      label: 'a 2 MB body',
      method: 'POST',
      url: '/api/admin/news',
      payload: JSON.stringify({ x: 'x'.repeat(2 * 1024 * 1024) }),
    },
    {
      label: 'text/plain',
      method: 'PUT',
      url: '/api/admin/news/1',
      payload: 'hello',
      contentType: 'text/plain',
    },
    { label: 'a bad id', method: 'PUT', url: '/api/admin/news/abc', payload: '{}' },
    { label: 'a bad id', method: 'DELETE', url: '/api/admin/news/abc' },
    { label: 'an empty object', method: 'POST', url: '/api/admin/admins', payload: '{}' },
    {
      label: 'an unknown field',
      method: 'POST',
      url: '/api/admin/admins',
      payload: JSON.stringify({ username: 'x', password: 'y', role: 'superadmin' }),
    },
    {
      label: 'a 100 KB body',
      method: 'POST',
      url: '/api/admin/admins',
      payload: JSON.stringify({ username: 'x'.repeat(100_000), password: 'y' }),
    },
    { label: 'an empty object', method: 'PUT', url: '/api/admin/admins/2', payload: '{}' },
    { label: 'a bad id', method: 'PUT', url: '/api/admin/admins/-1', payload: '{}' },
    { label: 'a bad id', method: 'DELETE', url: '/api/admin/admins/0' },
    { label: 'an empty object', method: 'POST', url: '/api/sql-explorer/execute', payload: '{}' },
    {
      label: 'a wrong type',
      method: 'POST',
      url: '/api/sql-explorer/execute',
      payload: '{"sql":1}',
    },
    {
      label: 'a 1 MB body',
      method: 'POST',
      url: '/api/sql-explorer/execute',
      payload: JSON.stringify({ sql: 'x'.repeat(1024 * 1024) }),
    },
  ];

  for (const request of bad) {
    for (const credential of ['none', 'malformed'] as const) {
      it(`${request.method} ${request.url} with ${request.label} and ${credential} token → 401`, async () => {
        const headers: Record<string, string> = {};
        if (request.payload !== undefined)
          headers['content-type'] = request.contentType ?? 'application/json';
        if (credential === 'malformed') headers.authorization = 'Bearer not-a-jwt';
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: 'Пользователь не авторизован' });
      });
    }
  }

  it('checks the role before the body too: an admin gets 403 for an invalid SQL Explorer body', async () => {
    const editor = await addAdmin(t.app, 'editor');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sql-explorer/execute',
      headers: { ...bearer(editor.token), 'content-type': 'application/json' },
      payload: '{"sql":',
    });
    expect(response.statusCode).toBe(403);
  });
});
