import { afterEach, describe, expect, it } from 'vitest';
import { ENROL_FIRST_MESSAGE } from '../src/plugins/app/authentication';
import { parseEnv } from '../src/env';
import { codeStep, enrolTotp, passwordStep, totpCode } from './helpers/second-factor';
import {
  ADMIN_PASSWORD,
  addAdmin,
  bearer,
  createTestApp,
  SUPERADMIN,
  type TestApp,
} from './helpers/test-app';

const START = Date.parse('2026-03-02T09:00:10.000Z');
const NEWS = {
  slug: '',
  priority: 'B',
  dates: { date: '2026-03-02', startDate: '', expireDate: '' },
  titles: { ru: 'Новость', en: 'News' },
  descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
};

describe('MFA_REQUIRED', () => {
  let t: TestApp;
  let now: number;
  afterEach(() => t?.close());

  const start = async (mfaRequired: string) => {
    now = START;
    t = await createTestApp({ MFA_REQUIRED: mfaRequired }, { now: () => new Date(now) });
    await addAdmin(t.app, 'editor');
  };
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('defaults to superadmin in production and off elsewhere', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/fuelcard-env-test' };
    expect(parseEnv({ ...base, NODE_ENV: 'production' }).mfaRequired).toBe('superadmin');
    expect(parseEnv({ ...base, NODE_ENV: 'development' }).mfaRequired).toBe('off');
    expect(parseEnv({ ...base, MFA_REQUIRED: 'ALL' }).mfaRequired).toBe('all');
    expect(() => parseEnv({ ...base, MFA_REQUIRED: 'sometimes' })).toThrow(/MFA_REQUIRED/);
  });

  it('superadmin: sends a superadmin without a factor to enrolment and lets nothing else through', async () => {
    await start('superadmin');
    const login = await passwordStep(t.app, SUPERADMIN.username, SUPERADMIN.password);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ token: expect.any(String), mfaEnrolmentRequired: true });
    const { token } = login.json<{ token: string }>();

    for (const [method, url, payload] of [
      ['GET', '/api/admin/secure'],
      ['GET', '/api/admin/admins'],
      ['POST', '/api/admin/news', NEWS],
      ['POST', '/api/sql-explorer/execute', { sql: 'SELECT 1' }],
      ['GET', '/api/admin/news-deleted'],
      ['GET', '/api/admin/audit'],
      ['POST', '/api/admin/news/preview', NEWS],
    ] as const) {
      const refused = await call(token, method, url, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ error: ENROL_FIRST_MESSAGE });
    }
    // The news list answers as to the public (no drafts, no status).
    const list = await call(token, 'GET', '/api/admin/news');
    expect(list.headers['cache-control']).toBe('no-cache');

    const account = await call(token, 'GET', '/api/admin/me');
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ mfaRequired: true, totp: false, passkeys: [] });

    // Enrolling opens everything for the same session.
    const { secret } = await enrolTotp(t.app, token, now);
    expect((await call(token, 'GET', '/api/admin/secure')).statusCode).toBe(200);
    expect((await call(token, 'POST', '/api/admin/news', NEWS)).statusCode).toBe(201);

    // The next sign-in takes two steps.
    now += 60_000;
    const next = await passwordStep(t.app, SUPERADMIN.username, SUPERADMIN.password);
    const { challenge } = next.json<{ challenge: string }>();
    const second = await codeStep(t.app, challenge, await totpCode(secret, now));
    expect(second.json()).toEqual({ token: expect.any(String) });

    // An admin is not asked.
    const editor = await passwordStep(t.app, 'editor', ADMIN_PASSWORD);
    expect(editor.json()).toEqual({ token: expect.any(String) });
    expect(
      (await call(editor.json<{ token: string }>().token, 'GET', '/api/admin/secure')).statusCode,
    ).toBe(200);
  });

  it('lets an account that must enrol sign out and change its password', async () => {
    await start('all');
    const { token } = (await passwordStep(t.app, 'editor', ADMIN_PASSWORD)).json<{
      token: string;
    }>();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      headers: bearer(token),
      payload: { currentPassword: ADMIN_PASSWORD, newPassword: 'amber-falcon-river-42' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<{ token: string }>().token;
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(fresh) });
    expect(out.statusCode).toBe(200);
    expect((await call(fresh, 'GET', '/api/admin/me')).statusCode).toBe(401);
  });

  it('all: asks every role; the last factor of such a role cannot be removed', async () => {
    await start('all');
    const login = await passwordStep(t.app, 'editor', ADMIN_PASSWORD);
    expect(login.json()).toMatchObject({ mfaEnrolmentRequired: true });
    const { token } = login.json<{ token: string }>();
    expect((await call(token, 'POST', '/api/admin/news', NEWS)).statusCode).toBe(403);
    expect((await call(token, 'GET', '/api/admin/news/1/versions')).statusCode).toBe(403);
    await enrolTotp(t.app, token, now);
    expect((await call(token, 'POST', '/api/admin/news', NEWS)).statusCode).toBe(201);
    const removed = await call(token, 'POST', '/api/admin/me/totp/remove', {
      password: ADMIN_PASSWORD,
    });
    expect(removed.statusCode).toBe(409);
    expect(
      await t.db.scalar('SELECT count(*) FROM admin_totp WHERE confirmed_at IS NOT NULL'),
    ).toBe(1);
  });

  it('off: nobody is sent to enrolment', async () => {
    await start('off');
    const login = await passwordStep(t.app, SUPERADMIN.username, SUPERADMIN.password);
    expect(login.json()).toEqual({ token: expect.any(String) });
    const account = await call(login.json<{ token: string }>().token, 'GET', '/api/admin/me');
    expect(account.json()).toMatchObject({ mfaRequired: false });
  });
});
