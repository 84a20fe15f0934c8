import { describe, expect, it } from 'vitest';
import { moreCalls } from '../more-calls';
import { ApiError, NetworkError } from './errors';
import { fakeFetch } from './fake-fetch';
import { createMoreClient, fillPath, queryString, type MoreClient } from './more-client';

const news = {
  slug: '',
  priority: 'B' as const,
  dates: { date: '2026-03-02', startDate: '', expireDate: '' },
  titles: { ru: 'Т', en: 'T' },
  descriptions: { ru: '', en: '' },
};

type Case = [
  name: keyof MoreClient,
  run: (client: MoreClient) => Promise<unknown>,
  method: string,
  url: string,
  body: unknown,
];

const cases: Case[] = [
  [
    'signIn',
    (c) => c.signIn({ username: 'u', password: 'p' }),
    'POST',
    '/api/login',
    { username: 'u', password: 'p' },
  ],
  [
    'loginMfa',
    (c) => c.loginMfa({ challenge: 'c', code: '1' }),
    'POST',
    '/api/login/mfa',
    { challenge: 'c', code: '1' },
  ],
  ['passkeyOptions', (c) => c.passkeyOptions(), 'POST', '/api/login/passkey/options', {}],
  [
    'passkeyOptions',
    (c) => c.passkeyOptions('c'),
    'POST',
    '/api/login/passkey/options',
    { challenge: 'c' },
  ],
  [
    'passkeyLogin',
    (c) => c.passkeyLogin({ challenge: 'c', response: {} }),
    'POST',
    '/api/login/passkey',
    { challenge: 'c', response: {} },
  ],
  ['logout', (c) => c.logout(), 'POST', '/api/logout', undefined],
  ['account', (c) => c.account(), 'GET', '/api/admin/me', undefined],
  [
    'changePassword',
    (c) => c.changePassword({ currentPassword: 'a', newPassword: 'b' }),
    'PUT',
    '/api/admin/me/password',
    { currentPassword: 'a', newPassword: 'b' },
  ],
  [
    'reauth',
    (c) => c.reauth({ password: 'p' }),
    'POST',
    '/api/admin/me/reauth',
    { password: 'p' },
  ],
  [
    'endSession',
    (c) => c.endSession('abc/def'),
    'DELETE',
    '/api/admin/me/sessions/abc%2Fdef',
    undefined,
  ],
  [
    'endOtherSessions',
    (c) => c.endOtherSessions(),
    'POST',
    '/api/admin/me/sessions/end-others',
    {},
  ],
  ['startTotp', (c) => c.startTotp(), 'POST', '/api/admin/me/totp', {}],
  [
    'confirmTotp',
    (c) => c.confirmTotp({ code: '1' }),
    'POST',
    '/api/admin/me/totp/confirm',
    { code: '1' },
  ],
  [
    'removeTotp',
    (c) => c.removeTotp({ password: 'p' }),
    'POST',
    '/api/admin/me/totp/remove',
    { password: 'p' },
  ],
  [
    'newRecoveryCodes',
    (c) => c.newRecoveryCodes({ code: '1' }),
    'POST',
    '/api/admin/me/recovery-codes',
    { code: '1' },
  ],
  ['newRecoveryCodes', (c) => c.newRecoveryCodes(), 'POST', '/api/admin/me/recovery-codes', {}],
  [
    'passkeyRegistrationOptions',
    (c) => c.passkeyRegistrationOptions(),
    'POST',
    '/api/admin/me/passkeys/options',
    {},
  ],
  [
    'addPasskey',
    (c) => c.addPasskey({ challenge: 'c', response: {}, name: 'n' }),
    'POST',
    '/api/admin/me/passkeys',
    { challenge: 'c', response: {}, name: 'n' },
  ],
  ['removePasskey', (c) => c.removePasskey('k'), 'DELETE', '/api/admin/me/passkeys/k', undefined],
  [
    'endAdministratorSessions',
    (c) => c.endAdministratorSessions(7),
    'DELETE',
    '/api/admin/admins/7/sessions',
    undefined,
  ],
  [
    'resetAdministratorSecondFactor',
    (c) => c.resetAdministratorSecondFactor(7),
    'DELETE',
    '/api/admin/admins/7/second-factor',
    undefined,
  ],
  [
    'listAdministratorPasskeys',
    (c) => c.listAdministratorPasskeys(7),
    'GET',
    '/api/admin/admins/7/passkeys',
    undefined,
  ],
  [
    'removeAdministratorPasskey',
    (c) => c.removeAdministratorPasskey(7, 'key_id-1'),
    'DELETE',
    '/api/admin/admins/7/passkeys/key_id-1',
    undefined,
  ],
  [
    'setNewsStatus',
    (c) => c.setNewsStatus(3, { status: 'draft' }),
    'PUT',
    '/api/admin/news/3/status',
    { status: 'draft' },
  ],
  [
    'listNewsVersions',
    (c) => c.listNewsVersions(3),
    'GET',
    '/api/admin/news/3/versions',
    undefined,
  ],
  [
    'compareNewsVersion',
    (c) => c.compareNewsVersion(3, 2),
    'GET',
    '/api/admin/news/3/versions/2',
    undefined,
  ],
  [
    'restoreNewsVersion',
    (c) => c.restoreNewsVersion('3', '2'),
    'POST',
    '/api/admin/news/3/versions/2/restore',
    {},
  ],
  ['listDeletedNews', (c) => c.listDeletedNews(), 'GET', '/api/admin/news-deleted', undefined],
  [
    'restoreDeletedNews',
    (c) => c.restoreDeletedNews(3),
    'POST',
    '/api/admin/news-deleted/3/restore',
    {},
  ],
  ['previewNews', (c) => c.previewNews(news), 'POST', '/api/admin/news/preview', news],
  ['showPreview', (c) => c.showPreview('a.b.c'), 'GET', '/api/news-preview/a.b.c', undefined],
  [
    'listAudit',
    (c) => c.listAudit({ actor: 'root', action: undefined, page: '2' }),
    'GET',
    '/api/admin/audit?actor=root&page=2',
    undefined,
  ],
  ['listAudit', (c) => c.listAudit(), 'GET', '/api/admin/audit', undefined],
];

describe('createMoreClient', () => {
  it.each(cases)('%s sends its method, path and body', async (_, run, method, url, body) => {
    const { fetch, requests } = fakeFetch(200, { ok: true });
    await run(createMoreClient({ baseUrl: 'http://api.test/', fetch, getToken: () => 'tok' }));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method, url: `http://api.test${url}`, body });
    const path = url.split('?')[0]!;
    const bearer = Object.values(moreCalls).some(
      (call) =>
        call.auth === 'bearer' &&
        call.method === method &&
        new RegExp(`^${call.path.replace(/:\w+/g, '[^/]+')}$`).test(path),
    );
    expect(requests[0]!.headers.Authorization).toBe(bearer ? 'Bearer tok' : undefined);
    if (body !== undefined) expect(requests[0]!.headers['Content-Type']).toBe('application/json');
  });

  it('covers every call of moreCalls', () => {
    const client = createMoreClient();
    for (const name of Object.keys(moreCalls).filter((n) => n !== 'image'))
      expect(typeof client[name as keyof MoreClient], name).toBe('function');
  });

  it('uploads the file itself with its type, or as octet-stream', async () => {
    const { fetch, requests } = fakeFetch(201, { id: 1 });
    const client = createMoreClient({ fetch, getToken: () => 'tok' });
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
    await client.uploadImage(new Blob([bytes], { type: 'image/jpeg' }));
    await client.uploadImage(bytes);
    await client.uploadImage(bytes.buffer, 'image/png');
    expect(requests.map((request) => request.headers['Content-Type'])).toEqual([
      'image/jpeg',
      'application/octet-stream',
      'image/png',
    ]);
    expect(requests[0]!.body).toBeInstanceOf(Blob);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/admin/images' });
  });

  it('throws ApiError with the Russian message, and NetworkError when nothing answers', async () => {
    const { fetch } = fakeFetch(401, { message: 'Неверный код' });
    const failing = createMoreClient({ fetch });
    const error = await failing.loginMfa({ challenge: 'c', code: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe('Неверный код');
    const offline = createMoreClient({
      fetch: (async () => {
        throw new TypeError('offline');
      }) as typeof fetch,
    });
    await expect(offline.account()).rejects.toBeInstanceOf(NetworkError);
  });

  it('exports the audit as the file’s bytes, BOM included', async () => {
    const csv = '\uFEFF"ID";"Кто"\r\n';
    const { fetch, requests } = fakeFetch(200, undefined, csv);
    const blob = await createMoreClient({ fetch, getToken: () => 't' }).exportAudit({
      actor: 'root',
    });
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(requests[0]!.url).toBe('/api/admin/audit.csv?actor=root');
    const refused = createMoreClient({ fetch: fakeFetch(403, { error: 'Нет прав' }).fetch });
    await expect(refused.exportAudit()).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Нет прав',
    });
  });

  it('fills paths and query strings', () => {
    expect(fillPath('/a/:id/b/:version', { id: 1, version: 'x y' })).toBe('/a/1/b/x%20y');
    expect(() => fillPath('/a/:id')).toThrow(/needs id/);
    expect(queryString({ a: '1', b: undefined, c: '', d: 'ж' })).toBe('?a=1&d=%D0%B6');
    expect(queryString()).toBe('');
    expect(createMoreClient({ baseUrl: 'https://api.example/' }).url('/api/images/x.jpg')).toBe(
      'https://api.example/api/images/x.jpg',
    );
  });
});
