import { applicationRoutes, moreRoutes, newsQueryRoutes, type Role } from '@fuelcard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGE } from '../src/http-error';
import { addAdmin, bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

/** A path of a route with plausible parameters. */
const pathOf = (path: string) =>
  path
    .replace(':id', '1')
    .replace(':version', '1')
    .replace(':token', 'a'.repeat(20))
    .replace(':slug', 'welcome')
    .replace(':file', `${'0'.repeat(32)}.jpg`);

const routes = Object.entries({ ...moreRoutes, ...newsQueryRoutes, ...applicationRoutes }) as Array<
  [string, { method: string; path: string; auth: string; roles?: readonly Role[] }]
>;

describe('every call beyond the spec is served and guarded as its contract says', () => {
  let t: TestApp;
  let admin: string;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await addAdmin(t.app, 'editor')).token;
    root = (await superadmin(t.app)).token;
  });
  afterAll(() => t.close());

  const call = (route: { method: string; path: string }, token?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: pathOf(route.path),
      headers: token ? bearer(token) : {},
    });

  for (const [name, route] of routes) {
    it(`${name}: ${route.method} ${route.path} exists`, async () => {
      const response = await call(route, root);
      expect(response.json<{ error?: string }>().error).not.toBe(NOT_FOUND_MESSAGE);
    });
    if (route.auth !== 'bearer') continue;
    it(`${name}: 401 without a valid token, before reading the body`, async () => {
      for (const token of [undefined, 'not-a-jwt']) {
        const response = await call(route, token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'Пользователь не авторизован' });
      }
    });
    if (!route.roles?.includes('admin'))
      it(`${name}: 403 for the role admin`, async () => {
        expect((await call(route, admin)).statusCode).toBe(403);
      });
  }
});
