import { describe, expect, it, vi } from 'vitest';
import type { NewsInput } from '../schemas/news';
import { createApiClient, type ApiClient } from './api-client';
import { NetworkError, RequestAbortedError } from './errors';
import { fakeFetch } from './fake-fetch';

const news: NewsInput = {
  slug: 'hello',
  priority: 'B',
  dates: { date: '2025-07-28', startDate: '', expireDate: '' },
  titles: { ru: 'Привет', en: 'Hello' },
  descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
};
const consent = {
  user_uuid: '0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b',
  technical: true as const,
  functional: true,
  analytics: false,
  marketing: false,
  timestamp: '2025-07-28T10:15:00.000Z',
};

type Case = [
  name: string,
  run: (client: ApiClient) => Promise<unknown>,
  method: string,
  path: string,
  body: unknown,
];

const calls: Case[] = [
  ['listNews', (c) => c.listNews(), 'GET', '/api/admin/news', undefined],
  [
    'login',
    (c) => c.login({ username: 'root', password: 'pw' }),
    'POST',
    '/api/login',
    { username: 'root', password: 'pw' },
  ],
  ['secure', (c) => c.secure(), 'GET', '/api/admin/secure', undefined],
  ['listAdministrators', (c) => c.listAdministrators(), 'GET', '/api/admin/admins', undefined],
  [
    'createAdministrator',
    (c) => c.createAdministrator({ username: 'ivan', password: '12345678' }),
    'POST',
    '/api/admin/admins',
    { username: 'ivan', password: '12345678' },
  ],
  [
    'updateAdministrator',
    (c) => c.updateAdministrator(7, { username: 'ivan' }),
    'PUT',
    '/api/admin/admins/7',
    { username: 'ivan' },
  ],
  [
    'deleteAdministrator',
    (c) => c.deleteAdministrator('7'),
    'DELETE',
    '/api/admin/admins/7',
    undefined,
  ],
  ['createNews', (c) => c.createNews(news), 'POST', '/api/admin/news', news],
  ['updateNews', (c) => c.updateNews(12, news), 'PUT', '/api/admin/news/12', news],
  ['deleteNews', (c) => c.deleteNews(12), 'DELETE', '/api/admin/news/12', undefined],
  [
    'executeSql',
    (c) => c.executeSql('SELECT 1'),
    'POST',
    '/api/sql-explorer/execute',
    { sql: 'SELECT 1' },
  ],
  [
    'executeSql',
    (c) => c.executeSql('SELECT 1', { readOnly: true }),
    'POST',
    '/api/sql-explorer/execute',
    { sql: 'SELECT 1', readOnly: true },
  ],
  [
    'dryRunSql',
    (c) => c.dryRunSql('DELETE FROM news'),
    'POST',
    '/api/sql-explorer/dry-run',
    { sql: 'DELETE FROM news' },
  ],
  [
    'sendCookieConsent',
    (c) => c.sendCookieConsent(consent),
    'POST',
    '/api/cookie-consent',
    consent,
  ],
  ['health', (c) => c.health(), 'GET', '/api/health', undefined],
];

describe('createApiClient requests', () => {
  it.each(calls)('%s sends %s %s with its JSON body', async (_, run, method, path, body) => {
    const { fetch, requests } = fakeFetch(200, { ok: true });
    await run(createApiClient({ baseUrl: 'https://api.example.by', fetch }));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: `https://api.example.by${path}`, method, body });
    expect(requests[0]!.headers.Accept).toBe('application/json');
    expect(requests[0]!.headers['Content-Type']).toBe(
      body === undefined ? undefined : 'application/json',
    );
  });

  it('sends a relative URL by default and drops trailing slashes of baseUrl', async () => {
    const relative = fakeFetch();
    await createApiClient({ fetch: relative.fetch }).health();
    expect(relative.requests[0]!.url).toBe('/api/health');

    const slashed = fakeFetch();
    await createApiClient({ baseUrl: 'http://localhost:3000//', fetch: slashed.fetch }).health();
    expect(slashed.requests[0]!.url).toBe('http://localhost:3000/api/health');
  });

  it('URI-encodes the id', async () => {
    const { fetch, requests } = fakeFetch(200, { id: 1 });
    await createApiClient({ fetch }).deleteNews('1/../2');
    expect(requests[0]!.url).toBe('/api/admin/news/1%2F..%2F2');
  });

  it('uses the global fetch, looked up at call time, when none is given', async () => {
    const { fetch, requests } = fakeFetch(200, { status: 'ok' });
    const client = createApiClient();
    vi.stubGlobal('fetch', fetch);
    try {
      await expect(client.health()).resolves.toEqual({ status: 'ok' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(requests).toHaveLength(1);
  });
});

describe('createApiClient bearer token', () => {
  const protectedCalls = calls.filter(
    ([name]) => !['login', 'sendCookieConsent', 'health'].includes(name),
  );

  it.each(protectedCalls)('%s sends the token', async (_, run) => {
    const { fetch, requests } = fakeFetch();
    await run(createApiClient({ fetch, getToken: () => 'tok-123' }));
    expect(requests[0]!.headers.Authorization).toBe('Bearer tok-123');
  });

  it.each(calls.filter(([name]) => ['login', 'sendCookieConsent', 'health'].includes(name)))(
    '%s never sends the token',
    async (_, run) => {
      const { fetch, requests } = fakeFetch();
      await run(createApiClient({ fetch, getToken: () => 'tok-123' }));
      expect(requests[0]!.headers.Authorization).toBeUndefined();
    },
  );

  it.each([[null], ['']])('sends no header when the token is %j', async (token) => {
    const { fetch, requests } = fakeFetch();
    await createApiClient({ fetch, getToken: () => token }).secure();
    expect(requests[0]!.headers).not.toHaveProperty('Authorization');
  });

  it('reads the token on every call', async () => {
    let token: string | null = 'first';
    const { fetch, requests } = fakeFetch();
    const client = createApiClient({ fetch, getToken: () => token });
    await client.secure();
    token = 'second';
    await client.secure();
    expect(requests.map((request) => request.headers.Authorization)).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });
});

describe('createApiClient aborted calls', () => {
  it('passes the signal to fetch and rejects with RequestAbortedError, not NetworkError', async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    const fetch = ((_input: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        seen.push(init?.signal);
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      })) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    const pending = createApiClient({ fetch }).secure({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError);
    expect(seen).toEqual([controller.signal]);
  });

  it('keeps a failure without an abort a NetworkError', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    await expect(
      createApiClient({ fetch }).listNews({ signal: controller.signal }),
    ).rejects.toBeInstanceOf(NetworkError);
  });
});
