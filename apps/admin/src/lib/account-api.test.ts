import { ApiError, NetworkError, RequestAbortedError } from '@fuelcard/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createAccountApi } from './account-api';

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(
    async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
}

describe('createAccountApi', () => {
  it('sends the bearer token to the account calls, with the id in the path', async () => {
    const fetch = answering(200, { ended: 1 });
    const api = createAccountApi({ baseUrl: 'http://api.test/', getToken: () => 'tok', fetch });
    expect(await api.endSession('abc_DEF-123')).toEqual({ ended: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/admin/me/sessions/abc_DEF-123');
    expect(init?.method).toBe('DELETE');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('sends no token on the sign-in steps', async () => {
    const fetch = answering(200, { token: 't' });
    const api = createAccountApi({ getToken: () => 'old', fetch });
    await api.loginMfa('ch', '123456');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/login/mfa');
    expect(JSON.parse(String(init?.body))).toEqual({ challenge: 'ch', code: '123456' });
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends the re-authentication and the superadmin’s second-factor calls (issue 23)', async () => {
    const fetch = answering(200, { ok: true });
    const api = createAccountApi({ getToken: () => 'tok', fetch });
    await api.reauth({ code: '123456' });
    await api.resetAdministratorSecondFactor(7);
    await api.listAdministratorPasskeys(7);
    await api.removeAdministratorPasskey(7, 'key_id-1');
    await api.newRecoveryCodes();
    await api.removeTotp();
    expect(fetch.mock.calls.map(([url, init]) => [init?.method, url, init?.body ?? null])).toEqual([
      ['POST', '/api/admin/me/reauth', JSON.stringify({ code: '123456' })],
      ['DELETE', '/api/admin/admins/7/second-factor', null],
      ['GET', '/api/admin/admins/7/passkeys', null],
      ['DELETE', '/api/admin/admins/7/passkeys/key_id-1', null],
      ['POST', '/api/admin/me/recovery-codes', '{}'],
      ['POST', '/api/admin/me/totp/remove', '{}'],
    ]);
  });

  it('leaves out an empty passkey name', async () => {
    const fetch = answering(201, { ok: true });
    await createAccountApi({ fetch }).addPasskey('ch', { id: 'x' }, '  ');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      challenge: 'ch',
      response: { id: 'x' },
    });
  });

  it('throws ApiError with the server message, NetworkError without an answer, RequestAbortedError when aborted', async () => {
    await expect(
      createAccountApi({ fetch: answering(429, { message: 'Подождите' }) }).loginMfa('c', '1'),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 429,
      serverMessage: 'Подождите',
    });
    const offline = vi.fn<typeof fetch>(async () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(createAccountApi({ fetch: offline }).logout()).rejects.toBeInstanceOf(
      NetworkError,
    );
    const controller = new AbortController();
    controller.abort();
    const aborted = vi.fn<typeof fetch>(async () =>
      Promise.reject(new DOMException('aborted', 'AbortError')),
    );
    await expect(
      createAccountApi({ fetch: aborted }).account(controller.signal),
    ).rejects.toBeInstanceOf(RequestAbortedError);
    await expect(
      createAccountApi({ fetch: answering(200, undefined) }).logout(),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
