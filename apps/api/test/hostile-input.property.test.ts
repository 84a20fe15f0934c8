import { apiCalls, moreCalls, type ApiCall } from '@fuelcard/contracts';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

/**
 * Property tests (issue 8, hostile input): random and malformed bodies, headers and paths at every
 * API route. Whatever comes in, the answer is never a 5xx, never shows a stack trace or a source
 * path, and an error is JSON with a string `error` or `message`.
 */

const STACK_TRACE = /\n\s+at |node:internal|node_modules|\/src\/|\.[cm]?[jt]s:\d+/;

function expectSafeAnswer(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  expect(response.body, label).not.toMatch(STACK_TRACE);
  if (response.statusCode >= 400 && response.body !== '') {
    expect(String(response.headers['content-type']), label).toContain('application/json');
    const body = JSON.parse(response.body) as Record<string, unknown>;
    const text = body.error ?? body.message;
    expect(typeof text, `${label}: ${response.body.slice(0, 200)}`).toBe('string');
  }
}

/** The routes, with a concrete path (path parameters filled in by the generator). */
const routes = Object.entries({ ...apiCalls, ...moreCalls } as Record<string, ApiCall>);
// The SQL explorer runs statements in a child process: hostile statements are its own tests'
// business; here it only gets requests without a valid token. Signing out would end the session
// the other runs use.
const withToken = (call: ApiCall) =>
  call.auth !== 'none' &&
  call.path !== apiCalls.executeSql.path &&
  call.path !== moreCalls.logout.path;

const pathParam = fc.oneof(
  fc.integer().map(String),
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '..',
    '../..',
    '%2e%2e',
    '0',
    '-1',
    '1e9',
    '9007199254740993',
    'null',
    '%00',
    '1;DROP TABLE news',
  ),
);
const fillPath = (path: string, value: string) => path.replace(/:\w+/g, encodeURIComponent(value));

const jsonValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'slug',
      'priority',
      'dates',
      'titles',
      'descriptions',
      'username',
      'password',
      'sql',
      'user_uuid',
      'technical',
    ),
    fc.anything({ maxDepth: 2 }),
  ),
);

const rawBody = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value) ?? ''),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '\u0000',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    'null',
    '""',
  ),
);

const contentType = fc.oneof(
  fc.constant('application/json'),
  fc.constant('application/json; charset=utf-8'),
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
    '',
  ),
  fc.string({ maxLength: 40 }).filter((value) => !/[\r\n]/.test(value)),
);

const headerValue = fc.string({ maxLength: 80 }).map((value) => value.replace(/[^\x20-\x7e]/g, ''));
const authorization = fc.oneof(
  headerValue,
  headerValue.map((value) => `Bearer ${value}`),
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic Zm9vOmJhcg==',
    'Bearer a.b.c',
    'Bearer eyJhbGciOiJub25lIn0.e30.',
  ),
);

describe('hostile input at every API route', () => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp({ LOG_LEVEL: 'silent' });
    token = (await superadmin(test.app)).token;
  });
  afterAll(() => test.close());

  const inject = (options: InjectOptions) => test.app.inject(options);

  it.each(routes)('%s: random and malformed bodies and path parameters', async (name, call) => {
    await fc.assert(
      fc.asyncProperty(
        rawBody,
        contentType,
        pathParam,
        fc.boolean(),
        async (body, type, param, authed) => {
          const headers: Record<string, string> = {};
          if (type) headers['content-type'] = type;
          if (authed && withToken(call)) Object.assign(headers, bearer(token));
          const response = await inject({
            method: call.method,
            url: fillPath(call.path, param),
            headers,
            ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: body }),
          });
          expectSafeAnswer(
            response,
            `${name} ${call.method} ${fillPath(call.path, param)} ${type} ${body.slice(0, 80)}`,
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it.each(routes)('%s: random headers', async (name, call) => {
    await fc.assert(
      fc.asyncProperty(
        authorization,
        fc.dictionary(
          fc.constantFrom(
            'accept',
            'accept-language',
            'cookie',
            'origin',
            'x-forwarded-for',
            'x-forwarded-proto',
            'if-none-match',
            'content-length',
            'transfer-encoding',
            'x-http-method-override',
          ),
          headerValue,
          { maxKeys: 4 },
        ),
        async (auth, extra) => {
          const headers = { ...extra, authorization: auth };
          // An inconsistent content-length or transfer-encoding is the HTTP parser's refusal, not a route's.
          delete (headers as Record<string, string>)['content-length'];
          delete (headers as Record<string, string>)['transfer-encoding'];
          const response = await inject({
            method: call.method,
            url: fillPath(call.path, '1'),
            headers: { ...headers, 'content-type': 'application/json' },
            ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: '{}' }),
          });
          expectSafeAnswer(response, `${name} ${JSON.stringify(headers)}`);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('random paths, methods and queries under /api', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
        fc.oneof(
          fc.webPath().map((path) => `/api${path.startsWith('/') ? path : `/${path}`}`),
          fc.constantFrom(
            '/api/../etc/passwd',
            '/api/%2e%2e/%2e%2e/etc/passwd',
            '/api/admin/news/..%2f..%2fhealth',
            '/api//admin//news',
            '/api/admin/news/%00',
            '/api/admin/admins/1/../2',
          ),
        ),
        fc.webQueryParameters(),
        async (method, path, query) => {
          const response = await inject({
            method: method as InjectOptions['method'],
            url: query ? `${path}?${query}` : path,
          });
          expectSafeAnswer(response, `${method} ${path}?${query}`);
        },
      ),
      { numRuns: 150 },
    );
  });
});

// A fresh app: the login and consent limits of the property runs above must not answer 429 here.
describe('oversize bodies', () => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp({ LOG_LEVEL: 'silent' });
    token = (await superadmin(test.app)).token;
  });
  afterAll(() => test.close());

  const inject = (options: InjectOptions) => test.app.inject(options);

  // (The image upload takes 10 MB of any type: its own tests send it more.)
  it.each(
    routes.filter(
      ([, call]) =>
        (call.method === 'POST' || call.method === 'PUT') && call !== moreCalls.uploadImage,
    ),
  )('%s refuses an oversize body with 413', async (name, call) => {
    const response = await inject({
      method: call.method,
      url: fillPath(call.path, '1'),
      headers: {
        'content-type': 'application/json',
        ...(call.auth === 'none' ? {} : bearer(token)),
      },
      payload: JSON.stringify({ filler: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode, name).toBe(413);
    expectSafeAnswer(response, name);
  });
});
