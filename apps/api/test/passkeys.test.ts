import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHALLENGE_LIFETIME_MS } from '../src/auth/sign-in-challenges';
import { passwordStep } from './helpers/second-factor';
import { ADMIN_PASSWORD, addAdmin, bearer, createTestApp, type TestApp } from './helpers/test-app';
import { VirtualAuthenticator } from './helpers/virtual-authenticator';

const ORIGIN = 'https://console.example.test';
const START = Date.parse('2026-03-02T09:00:00.000Z');

interface Options {
  challenge: string;
  options: Record<string, unknown>;
}

describe('passkeys (WebAuthn)', () => {
  let t: TestApp;
  let now: number;
  let editor: { id: number; token: string };
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

  const post = (url: string, payload: object, token?: string, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: ip,
      headers: token ? bearer(token) : {},
    });

  async function register(name = 'Ноутбук') {
    const started = await post('/api/admin/me/passkeys/options', {}, editor.token);
    expect(started.statusCode).toBe(200);
    const { challenge, options } = started.json<Options>();
    expect(options).toMatchObject({
      rp: { id: 'console.example.test' },
      user: { name: 'editor' },
      attestation: 'none',
    });
    const added = await post(
      '/api/admin/me/passkeys',
      { challenge, response: device.register(options), name },
      editor.token,
    );
    expect(added.statusCode).toBe(201);
    return added.json<{ ok: true; recoveryCodes?: string[] }>();
  }

  const secure = async (token: string) =>
    (await t.app.inject({ url: '/api/admin/secure', headers: bearer(token) })).statusCode;

  it('registers a passkey and lists it in the settings; it becomes the second step', async () => {
    await register();
    const account = await t.app.inject({ url: '/api/admin/me', headers: bearer(editor.token) });
    expect(account.json()).toMatchObject({
      passkeys: [{ id: expect.any(String), name: 'Ноутбук', lastUsedAt: null }],
    });
    const stored = await t.db.query<{ public_key: string; counter: number }>(
      'SELECT public_key, counter FROM admin_passkeys',
    );
    expect(stored).toHaveLength(1);

    const login = await passwordStep(t.app, 'editor', ADMIN_PASSWORD);
    expect(login.json()).toMatchObject({ mfaRequired: true, methods: ['recovery', 'passkey'] });
    const { challenge } = login.json<{ challenge: string }>();
    const options = await post('/api/login/passkey/options', { challenge });
    const ceremony = options.json<Options>();
    expect(ceremony.challenge).toBe(challenge);
    expect(ceremony.options.allowCredentials).toEqual([
      {
        id: device.credentials[0]!.id.toString('base64url'),
        type: 'public-key',
        transports: ['internal'],
      },
    ]);
    const signedIn = await post('/api/login/passkey', {
      challenge,
      response: device.authenticate(ceremony.options),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await secure(signedIn.json<{ token: string }>().token)).toBe(200);
    // Single use.
    const again = await post('/api/login/passkey', {
      challenge,
      response: device.authenticate(ceremony.options),
    });
    expect(again.statusCode).toBe(401);
    const counter = await t.db.scalar('SELECT counter FROM admin_passkeys');
    expect(counter).toBe(1);
  });

  it('signs in with a passkey alone (user verified), without username or password', async () => {
    await register();
    const options = (await post('/api/login/passkey/options', {})).json<Options>();
    expect(options.options.allowCredentials).toBeUndefined();
    expect(options.options.userVerification).toBe('required');
    const signedIn = await post('/api/login/passkey', {
      challenge: options.challenge,
      response: device.authenticate(options.options),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await secure(signedIn.json<{ token: string }>().token)).toBe(200);
    const audit = await t.db.query<{ action: string; actor_username: string; details: string }>(
      "SELECT action, actor_username, details FROM admin_audit_log WHERE action = 'sign-in.success'",
    );
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ method: 'passkey', passwordless: true });
  });

  it('refuses a passwordless sign-in by an authenticator that did not verify its user', async () => {
    await register();
    const careless = new VirtualAuthenticator(ORIGIN, false);
    careless.credentials.push(...device.credentials);
    const options = (await post('/api/login/passkey/options', {})).json<Options>();
    const refused = await post('/api/login/passkey', {
      challenge: options.challenge,
      response: careless.authenticate(options.options),
    });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses another origin, a replayed counter, an unknown key and an expired ceremony', async () => {
    await register();
    const attempt = async (tamper: { origin?: string; counter?: number }, other = false) => {
      const options = (await post('/api/login/passkey/options', {})).json<Options>();
      const stranger = new VirtualAuthenticator(ORIGIN);
      if (other)
        stranger.register({
          rp: { id: 'console.example.test' },
          user: { id: 'x' },
          challenge: 'x',
        });
      const response = (other ? stranger : device).authenticate(options.options, undefined, tamper);
      return post('/api/login/passkey', { challenge: options.challenge, response });
    };
    expect((await attempt({ origin: 'https://evil.example' })).statusCode).toBe(401);
    expect((await attempt({})).statusCode).toBe(200);
    expect((await attempt({ counter: 1 })).statusCode).toBe(401);
    expect((await attempt({}, true)).statusCode).toBe(401);

    const options = (await post('/api/login/passkey/options', {})).json<Options>();
    now += CHALLENGE_LIFETIME_MS + 1;
    const late = await post('/api/login/passkey', {
      challenge: options.challenge,
      response: device.authenticate(options.options),
    });
    expect(late.statusCode).toBe(401);
  });

  it("refuses one account's passkey as another account's second step", async () => {
    await register();
    const other = await addAdmin(t.app, 'other');
    const otherDevice = new VirtualAuthenticator(ORIGIN);
    const started = (await post('/api/admin/me/passkeys/options', {}, other.token)).json<Options>();
    await post(
      '/api/admin/me/passkeys',
      { challenge: started.challenge, response: otherDevice.register(started.options) },
      other.token,
    );
    const { challenge } = (await passwordStep(t.app, 'other', ADMIN_PASSWORD)).json<{
      challenge: string;
    }>();
    const options = (await post('/api/login/passkey/options', { challenge })).json<Options>();
    const refused = await post('/api/login/passkey', {
      challenge,
      response: device.authenticate(options.options),
    });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses a registration answered for another ceremony or origin, and malformed answers', async () => {
    const first = (await post('/api/admin/me/passkeys/options', {}, editor.token)).json<Options>();
    const second = (await post('/api/admin/me/passkeys/options', {}, editor.token)).json<Options>();
    const crossed = await post(
      '/api/admin/me/passkeys',
      { challenge: second.challenge, response: device.register(first.options) },
      editor.token,
    );
    expect(crossed.statusCode).toBe(400);
    const elsewhere = new VirtualAuthenticator('https://evil.example');
    const wrongOrigin = await post(
      '/api/admin/me/passkeys',
      { challenge: first.challenge, response: elsewhere.register(first.options) },
      editor.token,
    );
    expect(wrongOrigin.statusCode).toBe(400);
    for (const response of [{}, { id: 'abc', rawId: 'abc', type: 'public-key', response: 5 }]) {
      const bad = await post(
        '/api/admin/me/passkeys',
        { challenge: first.challenge, response },
        editor.token,
      );
      expect(bad.statusCode).toBe(400);
      const badLogin = await post('/api/login/passkey', { challenge: 'x', response });
      expect(badLogin.statusCode).toBe(400);
    }
    expect(await t.db.scalar('SELECT count(*) FROM admin_passkeys')).toBe(0);
  });

  it('removes a passkey of one’s own only', async () => {
    await register();
    const id = device.credentials[0]!.id.toString('base64url');
    const other = await addAdmin(t.app, 'other');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/me/passkeys/${id}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/me/passkeys/${id}`,
      headers: bearer(editor.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await passwordStep(t.app, 'editor', ADMIN_PASSWORD)).json()).toEqual({
      token: expect.any(String),
    });
    const actions = await t.db.query<{ action: string }>(
      "SELECT action FROM admin_audit_log WHERE action LIKE 'mfa.passkey%' ORDER BY id",
    );
    expect(actions.map((row) => row.action)).toEqual(['mfa.passkey-add', 'mfa.passkey-remove']);
  });

  it('hands out recovery codes with the first passkey of an account without an app', async () => {
    const first = await register('Ноутбук');
    expect(first.recoveryCodes).toHaveLength(10);
    // A second passkey while codes are left: none.
    expect(await register('Телефон')).toEqual({ ok: true });
    const account = await t.app.inject({ url: '/api/admin/me', headers: bearer(editor.token) });
    expect(account.json()).toMatchObject({ recoveryCodesLeft: 10 });

    // A lost key: a recovery code signs in instead, once.
    const login = await passwordStep(t.app, 'editor', ADMIN_PASSWORD);
    const { challenge } = login.json<{ challenge: string }>();
    const code = first.recoveryCodes![0]!;
    const signedIn = await post('/api/login/mfa', { challenge, code });
    expect(signedIn.json()).toMatchObject({ token: expect.any(String), recoveryCodesLeft: 9 });
    const next = (await passwordStep(t.app, 'editor', ADMIN_PASSWORD)).json<{
      challenge: string;
    }>();
    const reused = await post('/api/login/mfa', { challenge: next.challenge, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: 'Этот код уже использован', reason: 'code-used' });

    // New codes with passkeys alone (recent authentication: the sign-in).
    const token = signedIn.json<{ token: string }>().token;
    const renewed = await post('/api/admin/me/recovery-codes', {}, token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    const actions = await t.db.query<{ action: string; details: string }>(
      "SELECT action, details FROM admin_audit_log WHERE action = 'mfa.passkey-add' ORDER BY id",
    );
    expect(actions.map((row) => JSON.parse(row.details) as object)).toEqual([
      expect.objectContaining({ name: 'Ноутбук', recoveryCodes: 10 }),
      expect.not.objectContaining({ recoveryCodes: expect.anything() }),
    ]);
  });

  it('takes the recovery codes away with the last passkey, not before', async () => {
    await register('Ноутбук');
    await register('Телефон');
    const ids = (await t.app.inject({ url: '/api/admin/me', headers: bearer(editor.token) }))
      .json<{ passkeys: Array<{ id: string }> }>()
      .passkeys.map((key) => key.id);
    const remove = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/me/passkeys/${encodeURIComponent(id)}`,
        headers: bearer(editor.token),
      });
    const codesLeft = () =>
      t.db.scalar('SELECT count(*) FROM admin_recovery_codes WHERE used_at IS NULL');
    expect((await remove(ids[0]!)).statusCode).toBe(200);
    expect(Number(await codesLeft())).toBe(10);
    expect((await remove(ids[1]!)).statusCode).toBe(200);
    expect(Number(await codesLeft())).toBe(0);
  });
});
