import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passwordStep } from './helpers/second-factor';
import {
  ADMIN_PASSWORD,
  addAdmin,
  bearer,
  createTestApp,
  superadmin,
  type TestApp,
} from './helpers/test-app';

const START = Date.parse('2026-03-02T09:00:00.000Z');
const MINUTE = 60_000;
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface SessionInfo {
  id: string;
  browser: string;
  system: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

describe('server-side sessions', () => {
  let t: TestApp;
  let now: number;

  beforeEach(async () => {
    now = START;
    t = await createTestApp({ SESSION_IDLE_MINUTES: '30' }, { now: () => new Date(now) });
    // (The helper's own session of the editor, from 127.0.0.1, is one of theirs too.)
    await addAdmin(t.app, 'editor');
  });
  afterEach(() => t.close());

  const signIn = async (userAgent = CHROME_ON_WINDOWS, ip = '10.0.0.1') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'editor', password: ADMIN_PASSWORD },
      remoteAddress: ip,
      headers: { 'user-agent': userAgent },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string }>().token;
  };
  const secure = async (token: string) =>
    (await t.app.inject({ url: '/api/admin/secure', headers: bearer(token) })).statusCode;
  const account = async (token: string) =>
    (await t.app.inject({ url: '/api/admin/me', headers: bearer(token) })).json<{
      sessions: SessionInfo[];
    }>();

  it('puts the session id in the token and ends it on logout: the token is refused at once', async () => {
    const token = await signIn();
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    };
    expect(payload.sid).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await secure(token)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(await secure(token)).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    const row = await t.db.query<{ end_reason: string }>(
      'SELECT end_reason FROM admin_sessions WHERE id = ?',
      [payload.sid],
    );
    expect(row).toEqual([{ end_reason: 'logout' }]);
    // The public news list treats it as no token: the public answer.
    const list = await t.app.inject({ url: '/api/admin/news', headers: bearer(token) });
    expect(list.headers['cache-control']).toBe('no-cache');
  });

  it('ends a session unused for SESSION_IDLE_MINUTES; use keeps it alive', async () => {
    const used = await signIn();
    const idle = await signIn();
    for (let i = 0; i < 4; i += 1) {
      now += 20 * MINUTE;
      expect(await secure(used)).toBe(200);
    }
    // 80 minutes since `idle` was last used.
    expect(await secure(idle)).toBe(401);
    now += 29 * MINUTE;
    expect(await secure(used)).toBe(200);
    now += 31 * MINUTE;
    expect(await secure(used)).toBe(401);
    const reasons = await t.db.query<{ end_reason: string }>(
      'SELECT end_reason FROM admin_sessions ORDER BY created_at, id',
    );
    expect(reasons.map((row) => row.end_reason)).toEqual(expect.arrayContaining(['idle', 'idle']));
  });

  it('counts the idle time from the last use at any setting: SESSION_IDLE_MINUTES=1 (issue 23)', async () => {
    await t.close();
    now = START;
    t = await createTestApp({ SESSION_IDLE_MINUTES: '1' }, { now: () => new Date(now) });
    await addAdmin(t.app, 'editor');
    const busy = await signIn();
    const quiet = await signIn();
    // A token used every 20 seconds stays open however long (it ended at 60 s before).
    for (let i = 0; i < 12; i += 1) {
      now += 20_000;
      expect(await secure(busy), `after ${(i + 1) * 20} s`).toBe(200);
    }
    // 59 seconds after its last use a session is still open; then it ends.
    now += 59_000;
    expect(await secure(busy)).toBe(200);
    expect(await secure(quiet)).toBe(401);
    now += 62_000;
    expect(await secure(busy)).toBe(401);
    const reasons = await t.db.query<{ end_reason: string }>(
      'SELECT end_reason FROM admin_sessions WHERE end_reason IS NOT NULL',
    );
    expect(reasons.map((row) => row.end_reason)).toEqual(['idle', 'idle']);
  });

  it('ends every session at the 8-hour limit however busy', async () => {
    const token = await signIn();
    while (now + 20 * MINUTE < START + 8 * 60 * MINUTE) {
      now += 20 * MINUTE;
      expect(await secure(token)).toBe(200);
    }
    now = START + 8 * 60 * MINUTE;
    expect(await secure(token)).toBe(401);
  });

  it('stores a use before answering, so a slow database never ends a busy session as idle', async () => {
    const token = await signIn();
    const sessions = t.app.repos.sessions;
    const touch = sessions.touch.bind(sessions);
    sessions.touch = async (id, atMs) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await touch(id, atMs);
    };
    now += 20 * MINUTE;
    expect(await secure(token)).toBe(200);
    // 40 minutes after sign-in but 20 after the last use: still open.
    now += 20 * MINUTE;
    expect(await secure(token)).toBe(200);
  });

  it('lists the active sessions with browser, system, IP and times, this one marked', async () => {
    const mine = await signIn(CHROME_ON_WINDOWS, '10.0.0.1');
    now += MINUTE;
    await signIn(FIREFOX_ON_LINUX, '10.0.0.2');
    const ended = await signIn('curl/8.0', '10.0.0.3');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(ended) });
    now += 2 * MINUTE;
    const sessions = (await account(mine)).sessions.filter((session) => session.ip !== '127.0.0.1');
    expect(sessions).toHaveLength(2);
    const byIp = Object.fromEntries(sessions.map((session) => [session.ip, session]));
    expect(byIp['10.0.0.1']).toMatchObject({
      browser: 'Chrome 120',
      system: 'Windows 10',
      current: true,
      createdAt: new Date(START).toISOString(),
    });
    expect(byIp['10.0.0.2']).toMatchObject({
      browser: 'Firefox 128',
      system: 'Linux',
      current: false,
      createdAt: new Date(START + MINUTE).toISOString(),
    });
  });

  it('ends one session or all the others', async () => {
    const mine = await signIn();
    const second = await signIn(FIREFOX_ON_LINUX);
    const third = await signIn(FIREFOX_ON_LINUX);
    const secondId = (await account(mine)).sessions.find(
      (session) => !session.current && session.browser.startsWith('Firefox'),
    )!.id;
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/me/sessions/${secondId}`,
      headers: bearer(mine),
    });
    expect(one.json()).toEqual({ ended: 1 });
    expect([await secure(second), await secure(third)].sort()).toEqual([200, 401]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/me/sessions/${secondId}`,
      headers: bearer(mine),
    });
    expect(again.statusCode).toBe(404);
    const others = await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/sessions/end-others',
      headers: bearer(mine),
      payload: {},
    });
    expect(others.json()).toEqual({ ended: 2 });
    expect(await secure(second)).toBe(401);
    expect(await secure(third)).toBe(401);
    expect(await secure(mine)).toBe(200);
  });

  it('says why a token stopped working: ended elsewhere, idle, password changed, expired', async () => {
    const why = async (token: string) => {
      const response = await t.app.inject({ url: '/api/admin/secure', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      return response.json<{ error: string; reason?: string }>();
    };
    const mine = await signIn();
    const elsewhere = await signIn(FIREFOX_ON_LINUX);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/sessions/end-others',
      headers: bearer(mine),
      payload: {},
    });
    expect(await why(elsewhere)).toEqual({
      error: 'Пользователь не авторизован',
      reason: 'session-ended',
    });

    const idle = await signIn();
    now += 31 * MINUTE;
    expect((await why(idle)).reason).toBe('session-idle');
    // Asked again, the ended session still says why.
    expect((await why(idle)).reason).toBe('session-idle');

    const before = await signIn();
    const other = await signIn(FIREFOX_ON_LINUX);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      headers: bearer(before),
      payload: { currentPassword: ADMIN_PASSWORD, newPassword: 'amber-falcon-river-42' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await why(other)).reason).toBe('password-changed');
    expect((await why(before)).reason).toBe('password-changed');

    const { token } = changed.json<{ token: string }>();
    // Used every 20 minutes (never idle) for 8 hours.
    for (let step = 1; step < 24; step += 1) {
      now += 20 * MINUTE;
      expect(await secure(token)).toBe(200);
    }
    now += 20 * MINUTE;
    expect((await why(token)).reason).toBe('session-expired');
    // A token that never was one says nothing more.
    expect(await why('not-a-token')).toEqual({ error: 'Пользователь не авторизован' });
  });

  it("cannot end another administrator's session from one's own settings", async () => {
    const mine = await signIn();
    const root = await superadmin(t.app);
    const rootSession = (await account(root.token)).sessions[0]!.id;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/me/sessions/${rootSession}`,
      headers: bearer(mine),
    });
    expect(response.statusCode).toBe(404);
    expect(await secure(root.token)).toBe(200);
  });

  it('changing one’s password ends every other session; this one goes on with a new token', async () => {
    const mine = await signIn();
    const other = await signIn(FIREFOX_ON_LINUX);
    const change = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/me/password',
        headers: bearer(mine),
        payload,
      });
    const wrong = await change({ currentPassword: 'not-it', newPassword: 'amber-falcon-river-42' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'currentPassword' });
    const weak = await change({ currentPassword: ADMIN_PASSWORD, newPassword: 'password1234' });
    expect(weak.statusCode).toBe(400);
    expect(await secure(other)).toBe(200);

    const changed = await change({
      currentPassword: ADMIN_PASSWORD,
      newPassword: 'amber-falcon-river-42',
    });
    expect(changed.statusCode).toBe(200);
    const { token } = changed.json<{ ok: true; token: string }>();
    expect(await secure(other)).toBe(401);
    expect(await secure(mine)).toBe(401);
    expect(await secure(token)).toBe(200);
    expect((await passwordStep(t.app, 'editor', ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await passwordStep(t.app, 'editor', 'amber-falcon-river-42')).statusCode).toBe(200);
  });

  it('lets the superadmin end every session of an administrator', async () => {
    const first = await signIn();
    const second = await signIn(FIREFOX_ON_LINUX);
    const root = await superadmin(t.app);
    const editorId = (await t.app.repos.administrators.findByUsername('editor'))!.id;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/admins/${editorId}/sessions`,
      headers: bearer(root.token),
    });
    expect(response.json()).toEqual({ ended: 3 });
    expect(await secure(first)).toBe(401);
    expect(await secure(second)).toBe(401);
    expect(await secure(root.token)).toBe(200);
    // An admin may not; an unknown account is 404.
    const fresh = await signIn();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/admins/${root.id}/sessions`,
      headers: bearer(fresh),
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/admins/99999/sessions',
      headers: bearer(root.token),
    });
    expect(unknown.statusCode).toBe(404);
    const audit = await t.db.query<{ action: string; target_id: string }>(
      "SELECT action, target_id FROM admin_audit_log WHERE action = 'administrator.sessions-end'",
    );
    expect(audit).toEqual([{ action: 'administrator.sessions-end', target_id: String(editorId) }]);
  });

  it('a superadmin resetting a password ends the sessions of that account', async () => {
    const token = await signIn();
    const root = await superadmin(t.app);
    const editorId = (await t.app.repos.administrators.findByUsername('editor'))!.id;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/admins/${editorId}`,
      headers: bearer(root.token),
      payload: { username: 'editor', password: 'granite-falcon-88-x' },
    });
    expect(response.statusCode).toBe(200);
    expect(await secure(token)).toBe(401);
    const open = await t.db.scalar(
      'SELECT count(*) FROM admin_sessions WHERE admin_id = ? AND ended_at IS NULL',
      [editorId],
    );
    expect(open).toBe(0);
  });
});
