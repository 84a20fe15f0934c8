import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PAIR_FAILURES } from '../src/auth/login-throttle';
import { enrolTotp, passwordStep, totpCode } from './helpers/second-factor';
import { ADMIN_PASSWORD, addAdmin, bearer, createTestApp, type TestApp } from './helpers/test-app';

/** In the middle of a 30-second step. */
const START = Date.parse('2026-03-02T09:00:10.000Z');
const TOO_MANY = /^Слишком много неудачных попыток входа\. Повторите попытку через \d+ мин\.$/;
const IP = '10.9.0.1';

type Guess = { method: 'POST' | 'PUT'; url: string; payload: object };

/**
 * Issue 23: a stolen token must not give faster guessing than the login page. Every password or
 * code checked behind a session counts in the login limit (api-0007) under the account's
 * username and the client's address.
 */
describe('guessing behind a session is throttled like the sign-in', () => {
  let t: TestApp;
  let now: number;
  let editor: { id: number; token: string };
  let secret: string;

  beforeEach(async () => {
    now = START;
    t = await createTestApp({}, { now: () => new Date(now) });
    editor = await addAdmin(t.app, 'editor');
    ({ secret } = await enrolTotp(t.app, editor.token, now));
  });
  afterEach(() => t.close());

  const send = (guess: Guess, ip = IP) =>
    t.app.inject({
      method: guess.method,
      url: guess.url,
      headers: bearer(editor.token),
      payload: guess.payload,
      remoteAddress: ip,
    });

  const wrongPassword = 'not-the-password-1';
  const guesses: Array<[string, Guess]> = [
    [
      'the app’s removal (password)',
      { method: 'POST', url: '/api/admin/me/totp/remove', payload: { password: wrongPassword } },
    ],
    [
      'the app’s removal (code)',
      { method: 'POST', url: '/api/admin/me/totp/remove', payload: { code: '000000' } },
    ],
    [
      'new recovery codes (code)',
      { method: 'POST', url: '/api/admin/me/recovery-codes', payload: { code: '000000' } },
    ],
    [
      'new recovery codes (recovery code)',
      { method: 'POST', url: '/api/admin/me/recovery-codes', payload: { code: 'AAAAA-AAAAA' } },
    ],
    [
      're-authentication (password)',
      { method: 'POST', url: '/api/admin/me/reauth', payload: { password: wrongPassword } },
    ],
    [
      're-authentication (code)',
      { method: 'POST', url: '/api/admin/me/reauth', payload: { code: '000000' } },
    ],
    [
      'the password change (current password)',
      {
        method: 'PUT',
        url: '/api/admin/me/password',
        payload: { currentPassword: wrongPassword, newPassword: 'amber-falcon-river-42' },
      },
    ],
  ];

  it.each(guesses)(
    '%s: refused with 429 after five wrong answers, as at the login',
    async (_, guess) => {
      const statuses: number[] = [];
      let refused;
      for (let i = 0; i < 12; i += 1) {
        const response = await send(guess);
        statuses.push(response.statusCode);
        if (response.statusCode === 429) refused = response;
      }
      expect(statuses).toEqual([
        ...Array<number>(MAX_PAIR_FAILURES).fill(400),
        ...Array<number>(12 - MAX_PAIR_FAILURES).fill(429),
      ]);
      expect(refused!.json<{ message: string }>().message).toMatch(TOO_MANY);
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
      // The same limit as the sign-in: the password step from this address is refused too.
      expect((await passwordStep(t.app, 'editor', ADMIN_PASSWORD, IP)).statusCode).toBe(429);
      // And the right answer behind the session from here waits as well.
      const right = await send({
        method: 'POST',
        url: '/api/admin/me/reauth',
        payload: { password: ADMIN_PASSWORD },
      });
      expect(right.statusCode).toBe(429);
      // Nothing was changed by the guesses.
      expect(
        await t.db.scalar('SELECT count(*) FROM admin_totp WHERE confirmed_at IS NOT NULL'),
      ).toBe(1);
      // From another address the owner still confirms.
      const elsewhere = await send(
        {
          method: 'POST',
          url: '/api/admin/me/reauth',
          payload: { code: await totpCode(secret, now + 30_000) },
        },
        '10.9.0.2',
      );
      expect(elsewhere.statusCode).toBe(200);
    },
  );

  it('counts the codes of an authenticator being enrolled too', async () => {
    const other = await addAdmin(t.app, 'other');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/totp',
      headers: bearer(other.token),
      payload: {},
      remoteAddress: IP,
    });
    expect(started.statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/me/totp/confirm',
        headers: bearer(other.token),
        payload: { code: '000000' },
        remoteAddress: IP,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('stores the failures like the login’s, under the username and address', async () => {
    for (let i = 0; i < 3; i += 1) await send(guesses[4]![1]);
    // The rows are written in the background after each answer: wait for them before reading.
    await t.app.loginThrottle.flushPendingWrites();
    const rows = await t.db.query<{ username: string; ip: string; outcome: string }>(
      'SELECT username, ip, outcome FROM login_attempts WHERE ip = ? ORDER BY id',
      [IP],
    );
    expect(rows).toEqual(Array(3).fill({ username: 'editor', ip: IP, outcome: 'failure' }));
  });
});
