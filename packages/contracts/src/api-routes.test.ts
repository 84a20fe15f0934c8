import type { Static, TSchema } from '@sinclair/typebox';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiRoutes, type ApiRoute } from './api-routes';
import type { MutationResult } from './schemas/common';
import type { NewsInput } from './schemas/news';

const routes: Array<[string, ApiRoute]> = Object.entries(apiRoutes);

function schemasOf(route: ApiRoute): TSchema[] {
  return [route.params, route.body, ...Object.values(route.response)].filter(
    (schema): schema is TSchema => schema !== undefined,
  );
}

/** Every nested value of a JSON schema, the schema included. */
function* walk(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const entry of value) yield* walk(entry);
  else if (typeof value === 'object' && value !== null) {
    yield value as Record<string, unknown>;
    for (const entry of Object.values(value)) yield* walk(entry);
  }
}

describe('apiRoutes', () => {
  it('lists exactly the calls of spec §7 and the health check', () => {
    const calls = routes.map(
      ([name, route]) => `${name} ${route.method} ${route.path} ${route.auth}`,
    );
    expect(calls).toEqual([
      'listNews GET /api/admin/news optional',
      'login POST /api/login none',
      'secure GET /api/admin/secure bearer',
      'listAdministrators GET /api/admin/admins bearer',
      'createAdministrator POST /api/admin/admins bearer',
      'updateAdministrator PUT /api/admin/admins/:id bearer',
      'deleteAdministrator DELETE /api/admin/admins/:id bearer',
      'createNews POST /api/admin/news bearer',
      'updateNews PUT /api/admin/news/:id bearer',
      'deleteNews DELETE /api/admin/news/:id bearer',
      'executeSql POST /api/sql-explorer/execute bearer',
      'sendCookieConsent POST /api/cookie-consent none',
      'health GET /api/health none',
    ]);
  });

  it.each(routes)('%s declares params exactly when its path has an :id', (_, route) => {
    expect(route.params !== undefined).toBe(route.path.includes(':id'));
  });

  it.each(routes)('%s has a body only when it is a POST or PUT', (_, route) => {
    expect(route.body !== undefined).toBe(route.method === 'POST' || route.method === 'PUT');
  });

  it.each(routes)('%s declares one success answer', (_, route) => {
    const success = Object.keys(route.response).filter((status) => status.startsWith('2'));
    expect(success).toHaveLength(1);
  });

  it.each(routes)('%s answers 401 and 403 when, and only when, it needs a token', (_, route) => {
    const guarded = route.auth === 'bearer';
    expect(401 in route.response && 403 in route.response).toBe(guarded);
    expect(route.roles !== undefined).toBe(guarded);
  });

  it('answers a created record with 201 and anything else with 200', () => {
    const created = routes.filter(([, route]) => 201 in route.response).map(([name]) => name);
    expect(created).toEqual(['createAdministrator', 'createNews', 'sendCookieConsent']);
  });

  it.each(routes)('%s uses plain schemas with a description and no $id', (_, route) => {
    for (const schema of schemasOf(route)) {
      expect(typeof schema.description).toBe('string');
      expect(JSON.stringify(schema)).not.toContain('"$id"');
    }
  });

  it.each(routes)(
    '%s has patterns that compile as Unicode regular expressions (as Ajv does)',
    (_, route) => {
      const patterns = schemasOf(route).flatMap((schema) => [
        ...[...walk(schema)].flatMap((node) =>
          typeof node.pattern === 'string' ? [node.pattern] : [],
        ),
        ...[...walk(schema)].flatMap((node) =>
          typeof node.patternProperties === 'object' && node.patternProperties !== null
            ? Object.keys(node.patternProperties)
            : [],
        ),
      ]);
      for (const pattern of patterns) expect(() => new RegExp(pattern, 'u')).not.toThrow();
    },
  );

  it('closes every request body to unknown fields', () => {
    for (const [, route] of routes) {
      if (route.body) expect(route.body.additionalProperties).toBe(false);
    }
  });

  it('keeps the exact schema and literal types of each route', () => {
    expectTypeOf(apiRoutes.createNews.method).toEqualTypeOf<'POST'>();
    expectTypeOf<Static<typeof apiRoutes.createNews.body>>().toEqualTypeOf<NewsInput>();
    expectTypeOf<
      Static<(typeof apiRoutes.updateNews.response)[200]>
    >().toEqualTypeOf<MutationResult>();
    expect(apiRoutes.createNews.body).toBeDefined();
  });
});
