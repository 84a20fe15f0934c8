import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeStep, enrolTotp, passwordStep, totpCode } from './helpers/second-factor';
import {
  ADMIN_PASSWORD,
  addAdmin,
  bearer,
  createTestApp,
  SUPERADMIN,
  superadmin,
  type TestApp,
} from './helpers/test-app';
import { VirtualAuthenticator } from './helpers/virtual-authenticator';

const ORIGIN = 'https://console.example.test';
/** In the middle of a 30-second step (TOTP codes of ±1 step are the neighbours). */
const START = Date.parse('2026-03-02T09:00:10.000Z');
const MINUTE = 60_000;
const REAUTH_REQUIRED = { reauthRequired: true, error: 'Подтвердите вход паролем или кодом' };

interface Ceremony {
  challenge: string;
  options: Record<string, unknown>;
}

describe('re-authentication before changing how an account signs in (issue 23)', () => {
  let t: TestApp;
  let now: number;
  let editor: { id: number; username: string; token: string };
  let device: VirtualAuthenticator;

  beforeEach(async () => {
    now = START;
    t = await createTestApp(
      { ADMIN_ORIGIN: `${ORIGIN},http://localhost:3002` },
      { now: () => new Date(now) },
    );
    editor = await addAdmin(t.app, 'editor');
    device = new VirtualAuthenticator(ORIGIN);
  });
  afterEach(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE' | 'PUT',
    url: string,
    token: string,
    payload?: object,
    ip = '10.7.0.1',
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });
  const reauth = (token: string, payload: object, ip = '10.7.0.1') =>
    call('POST', '/api/admin/me/reauth', token, payload, ip);

  /** Options, the authenticator's answer, and the registration's answer. */
  async function addPasskey(token: string, name = 'Ноутбук') {
    const options = await call('POST', '/api/admin/me/passkeys/options', token, {});
    if (options.statusCode !== 200) return options;
    const { challenge, options: webauthn } = options.json<Ceremony>();
    return call('POST', '/api/admin/me/passkeys', token, {
      challenge,
      response: device.register(webauthn),
      name,
    });
  }

  it('refuses a stolen token (no recent authentication) every change of how the account signs in', async () => {
    const { secret } = await enrolTotp(t.app, editor.token, now);
    // The sign-in's own recent authentication has passed: the token is all the thief has.
    now += 6 * MINUTE;
    const passkeyId = 'A'.repeat(43);
    for (const [method, url, payload] of [
      ['POST', '/api/admin/me/passkeys/options', {}],
      ['POST', '/api/admin/me/passkeys', { challenge: 'c', response: {} }],
      ['DELETE', `/api/admin/me/passkeys/${passkeyId}`, undefined],
      ['POST', '/api/admin/me/totp', {}],
      ['POST', '/api/admin/me/totp/confirm', { code: '123456' }],
      ['POST', '/api/admin/me/totp/remove', { password: ADMIN_PASSWORD }],
      ['POST', '/api/admin/me/recovery-codes', { code: await totpCode(secret, now) }],
    ] as const) {
      const refused = await call(method, url, editor.token, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual(REAUTH_REQUIRED);
    }
    expect(await t.db.scalar('SELECT count(*) FROM admin_passkeys')).toBe(0);
    // Nothing changed: the app is still there, the codes too.
    expect(
      await t.db.scalar('SELECT count(*) FROM admin_totp WHERE confirmed_at IS NOT NULL'),
    ).toBe(1);
    expect(await t.db.scalar('SELECT count(*) FROM admin_recovery_codes')).toBe(10);
    // And the owner's sign-in still asks for the app alone.
    const login = await passwordStep(t.app, 'editor', ADMIN_PASSWORD);
    expect(login.json()).toMatchObject({ mfaRequired: true, methods: ['totp', 'recovery'] });
  });

  it('re-authenticates with the password for five minutes, then asks again', async () => {
    now += 6 * MINUTE;
    expect((await addPasskey(editor.token)).json()).toEqual(REAUTH_REQUIRED);

    const confirmed = await reauth(editor.token, { password: ADMIN_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ until: new Date(now + 5 * MINUTE).toISOString() });
    const added = await addPasskey(editor.token);
    expect(added.statusCode).toBe(201);

    now += 5 * MINUTE;
    const again = await call(
      'DELETE',
      `/api/admin/me/passkeys/${device.credentials[0]!.id.toString('base64url')}`,
      editor.token,
    );
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(REAUTH_REQUIRED);
    // Re-authenticated from another address: the session's, wherever it is used from.
    expect((await reauth(editor.token, { password: ADMIN_PASSWORD }, '10.7.0.2')).statusCode).toBe(
      200,
    );
    const removed = await call(
      'DELETE',
      `/api/admin/me/passkeys/${device.credentials[0]!.id.toString('base64url')}`,
      editor.token,
    );
    expect(removed.statusCode).toBe(200);
    const audit = await t.db.query<{ action: string; details: string }>(
      "SELECT action, details FROM admin_audit_log WHERE action LIKE 'session.reauth%' ORDER BY id",
    );
    expect(audit.map((row) => [row.action, JSON.parse(row.details)])).toEqual([
      ['session.reauth', { method: 'password' }],
      ['session.reauth', { method: 'password' }],
    ]);
  });

  it('re-authenticates with a code of the app or a recovery code, each once', async () => {
    const { secret, recoveryCodes } = await enrolTotp(t.app, editor.token, now);
    now += 6 * MINUTE;
    const code = await totpCode(secret, now);
    expect((await reauth(editor.token, { code })).json()).toHaveProperty('until');
    // The same code again: refused, as at the sign-in.
    const other = await addAdmin(t.app, 'other');
    expect((await reauth(editor.token, { code })).statusCode).toBe(400);
    expect((await reauth(editor.token, { code: recoveryCodes[0]! })).statusCode).toBe(200);
    const reused = await reauth(editor.token, { code: recoveryCodes[0]! });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'Этот код уже использован', field: 'code' });
    // Another account's code is no code of this one.
    expect((await reauth(other.token, { code: recoveryCodes[1]! })).statusCode).toBe(400);
    const left = await t.app.inject({ url: '/api/admin/me', headers: bearer(editor.token) });
    expect(left.json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('answers wrong and malformed confirmations in Russian, at their field, never 500', async () => {
    now += 6 * MINUTE;
    const wrong = await reauth(editor.token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Неверный пароль', field: 'password' });
    for (const payload of [
      {},
      { password: ADMIN_PASSWORD, code: '123456' },
      { password: '' },
      { code: 123456 },
      { password: 'x'.repeat(300) },
      { token: 'x' },
      [],
      'password',
    ]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/admin/me/reauth',
        headers: { ...bearer(editor.token), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json<{ error: string }>().error).toMatch(/[а-яё]/i);
    }
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/reauth',
      payload: { password: ADMIN_PASSWORD },
    });
    expect(noToken.statusCode).toBe(401);
    // None of it counted as a re-authentication.
    expect((await addPasskey(editor.token)).statusCode).toBe(403);
  });

  it('counts a fresh sign-in (every factor within five minutes) as recent authentication', async () => {
    const { secret } = await enrolTotp(t.app, editor.token, now);
    now += 10 * MINUTE;
    const { challenge } = (await passwordStep(t.app, 'editor', ADMIN_PASSWORD)).json<{
      challenge: string;
    }>();
    const signedIn = await codeStep(t.app, challenge, await totpCode(secret, now));
    const { token } = signedIn.json<{ token: string }>();
    now += 4 * MINUTE;
    expect((await addPasskey(token)).statusCode).toBe(201);
    now += 2 * MINUTE;
    expect((await call('POST', '/api/admin/me/recovery-codes', token, {})).statusCode).toBe(403);
  });

  it('keeps forced enrolment in one flow after the password sign-in, and asks again if it takes long', async () => {
    await t.close();
    now = START;
    t = await createTestApp({ MFA_REQUIRED: 'all' }, { now: () => new Date(now) });
    await addAdmin(t.app, 'editor');
    const login = await passwordStep(t.app, 'editor', ADMIN_PASSWORD);
    expect(login.json()).toMatchObject({ mfaEnrolmentRequired: true });
    const { token } = login.json<{ token: string }>();
    const started = await call('POST', '/api/admin/me/totp', token, {});
    expect(started.statusCode).toBe(200);
    const { secret } = started.json<{ secret: string }>();
    // The phone took a while: past the five minutes the confirmation asks for the password.
    now += 6 * MINUTE;
    const late = await call('POST', '/api/admin/me/totp/confirm', token, {
      code: await totpCode(secret, now),
    });
    expect(late.json()).toEqual(REAUTH_REQUIRED);
    expect((await reauth(token, { password: ADMIN_PASSWORD })).statusCode).toBe(200);
    const confirmed = await call('POST', '/api/admin/me/totp/confirm', token, {
      code: await totpCode(secret, now),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/secure', token)).statusCode).toBe(200);
  });

  it('with a recent authentication, removes the app and renews codes without another confirmation; one sent is still checked', async () => {
    const { secret } = await enrolTotp(t.app, editor.token, now);
    const renewed = await call('POST', '/api/admin/me/recovery-codes', editor.token, {});
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    const wrong = await call('POST', '/api/admin/me/recovery-codes', editor.token, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'code' });
    now += 30_000;
    const withCode = await call('POST', '/api/admin/me/recovery-codes', editor.token, {
      code: await totpCode(secret, now),
    });
    expect(withCode.statusCode).toBe(200);
    const both = await call('POST', '/api/admin/me/totp/remove', editor.token, {
      password: ADMIN_PASSWORD,
      code: '123456',
    });
    expect(both.statusCode).toBe(400);
    expect((await call('POST', '/api/admin/me/totp/remove', editor.token, {})).statusCode).toBe(
      200,
    );
    const audit = await t.db.query<{ details: string }>(
      "SELECT details FROM admin_audit_log WHERE action IN ('mfa.recovery-codes-renew', 'mfa.totp-remove') ORDER BY id",
    );
    expect(audit.map((row) => JSON.parse(row.details))).toEqual([
      { confirmedWith: 'recent-authentication' },
      { confirmedWith: 'totp' },
      { confirmedWith: 'recent-authentication' },
    ]);
  });

  it('keeps when and from where each passkey was added: in the settings and the audit', async () => {
    const added = await addPasskey(editor.token, 'Рабочий ноутбук');
    expect(added.statusCode).toBe(201);
    const account = await call('GET', '/api/admin/me', editor.token);
    expect(account.json<{ passkeys: unknown[] }>().passkeys).toEqual([
      {
        id: device.credentials[0]!.id.toString('base64url'),
        name: 'Рабочий ноутбук',
        createdAt: new Date(START).toISOString(),
        createdIp: '10.7.0.1',
        lastUsedAt: null,
      },
    ]);
    const audit = await t.db.query<{ ip: string; details: string }>(
      "SELECT ip, details FROM admin_audit_log WHERE action = 'mfa.passkey-add'",
    );
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details)).toEqual({
      name: 'Рабочий ноутбук',
      ip: '10.7.0.1',
      // Its first passkey: the account's recovery codes came with it.
      recoveryCodes: 10,
    });
    expect(audit[0]!.ip).toBe('10.7.0.1');
  });

  it('lists the passkeys for review after a password change, which counts as recent authentication', async () => {
    expect((await addPasskey(editor.token, 'Чужой ключ')).statusCode).toBe(201);
    now += 10 * MINUTE;
    const changed = await call('PUT', '/api/admin/me/password', editor.token, {
      currentPassword: ADMIN_PASSWORD,
      newPassword: 'amber-falcon-river-42',
    });
    expect(changed.statusCode).toBe(200);
    const body = changed.json<{ token: string; passkeys: Array<{ id: string; name: string }> }>();
    expect(body.passkeys).toEqual([
      expect.objectContaining({ name: 'Чужой ключ', createdIp: '10.7.0.1', lastUsedAt: null }),
    ]);
    // The owner removes it at once, without another confirmation.
    const removed = await call(
      'DELETE',
      `/api/admin/me/passkeys/${body.passkeys[0]!.id}`,
      body.token,
    );
    expect(removed.statusCode).toBe(200);
  });

  it('documents the new calls in the OpenAPI document, with the 403 that asks to re-authenticate', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.paths['/api/admin/me/reauth']?.post?.responses).toHaveProperty('200');
    expect(doc.paths['/api/admin/me/reauth']?.post?.responses).toHaveProperty('429');
    expect(doc.paths['/api/admin/admins/{id}/second-factor']).toHaveProperty('delete');
    expect(doc.paths['/api/admin/admins/{id}/passkeys']).toHaveProperty('get');
    expect(doc.paths['/api/admin/admins/{id}/passkeys/{passkeyId}']).toHaveProperty('delete');
    expect(JSON.stringify(doc.paths['/api/admin/me/passkeys']?.post?.responses['403'])).toContain(
      'reauthRequired',
    );
  });

  describe("the superadmin and an administrator's second factor", () => {
    let root: { id: number; token: string };
    beforeEach(async () => {
      root = await superadmin(t.app);
    });
    const reset = (id: number | string, token = root.token) =>
      call('DELETE', `/api/admin/admins/${id}/second-factor`, token);
    const admins = async () =>
      (await call('GET', '/api/admin/admins', root.token)).json<
        Array<{ username: string; secondFactor: unknown }>
      >();

    it('lists each administrator with their second factors', async () => {
      await addAdmin(t.app, 'plain');
      await enrolTotp(t.app, editor.token, now);
      expect((await addPasskey(editor.token)).statusCode).toBe(201);
      expect(await admins()).toEqual([
        expect.objectContaining({
          username: 'editor',
          secondFactor: { totp: true, passkeys: 1, recoveryCodesLeft: 10 },
        }),
        expect.objectContaining({
          username: 'plain',
          secondFactor: { totp: false, passkeys: 0, recoveryCodesLeft: 0 },
        }),
      ]);
    });

    it('resets it after a recent authentication: factors gone, sessions ended, audited', async () => {
      await enrolTotp(t.app, editor.token, now);
      expect((await addPasskey(editor.token)).statusCode).toBe(201);
      now += 6 * MINUTE;
      const refused = await reset(editor.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(REAUTH_REQUIRED);
      expect((await reauth(root.token, { password: SUPERADMIN.password })).statusCode).toBe(200);
      const done = await reset(editor.id);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ ok: true });
      expect((await call('GET', '/api/admin/secure', editor.token)).statusCode).toBe(401);
      for (const table of ['admin_totp', 'admin_recovery_codes', 'admin_passkeys'])
        expect(await t.db.scalar(`SELECT count(*) FROM ${table}`), table).toBe(0);
      expect((await passwordStep(t.app, 'editor', ADMIN_PASSWORD)).json()).toEqual({
        token: expect.any(String),
      });
      const audit = await t.db.query<{
        actor_username: string;
        target_id: string;
        details: string;
      }>(
        "SELECT actor_username, target_id, details FROM admin_audit_log WHERE action = 'mfa.reset'",
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor_username: 'root', target_id: String(editor.id) });
      expect(JSON.parse(audit[0]!.details)).toEqual({
        username: 'editor',
        totp: true,
        recoveryCodes: 10,
        passkeys: 1,
        endedSessions: 1,
      });
      expect((await admins())[0]!.secondFactor).toEqual({
        totp: false,
        passkeys: 0,
        recoveryCodesLeft: 0,
      });
    });

    it('answers 404 for an unknown id, 409 for one’s own account, 403 to an admin, 400 for a bad id', async () => {
      const unknown = await reset(99999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Администратор не найден' });
      const own = await reset(root.id);
      expect(own.statusCode).toBe(409);
      expect(own.json<{ error: string }>().error).toMatch(/в ваших настройках/);
      expect((await reset(root.id, editor.token)).statusCode).toBe(403);
      for (const id of ['0', 'abc', '1.5', '99999999999']) {
        const bad = await reset(id);
        expect(bad.statusCode, id).toBe(400);
        expect(bad.json<{ error: string }>().error).toMatch(/[а-яё]/i);
      }
    });

    it('reviews and removes one passkey of an administrator after a password reset', async () => {
      expect((await addPasskey(editor.token, 'Чужой ключ')).statusCode).toBe(201);
      const resetPassword = await call('PUT', `/api/admin/admins/${editor.id}`, root.token, {
        username: 'editor',
        password: 'granite-falcon-88-x',
      });
      expect(resetPassword.statusCode).toBe(200);
      const list = await call('GET', `/api/admin/admins/${editor.id}/passkeys`, root.token);
      expect(list.json()).toEqual({
        username: 'editor',
        passkeys: [expect.objectContaining({ name: 'Чужой ключ', createdIp: '10.7.0.1' })],
      });
      const { id } = list.json<{ passkeys: Array<{ id: string }> }>().passkeys[0]!;
      const url = `/api/admin/admins/${editor.id}/passkeys/${id}`;
      now += 6 * MINUTE;
      expect((await call('DELETE', url, root.token)).json()).toEqual(REAUTH_REQUIRED);
      await reauth(root.token, { password: SUPERADMIN.password });
      expect((await call('DELETE', url, root.token)).statusCode).toBe(200);
      expect((await call('DELETE', url, root.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/admins/99999/passkeys`, root.token)).statusCode).toBe(
        404,
      );
      const another = await addAdmin(t.app, 'another');
      expect(
        (await call('GET', `/api/admin/admins/${editor.id}/passkeys`, another.token)).statusCode,
      ).toBe(403);
    });
  });
});
