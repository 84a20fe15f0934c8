import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_WINDOW_MS,
  MAX_IP_FAILURES,
  MAX_PAIR_FAILURES_PAST_BUDGET,
  USERNAME_FAILURE_BUDGET,
} from '../src/auth/login-throttle';
import {
  bearer,
  createTestApp,
  JWT_SECRET,
  signJwt,
  superadmin,
  SUPERADMIN,
  type TestApp,
} from './helpers/test-app';

const WRONG = 'Неверное имя пользователя или пароль';

function login(
  t: TestApp,
  username: string,
  password: string,
  extra: { url?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: extra.url ?? '/api/login',
    payload: { username, password },
    remoteAddress: extra.ip ?? '10.0.0.1',
    headers: extra.headers ?? {},
  });
}

describe('POST /api/login', () => {
  let t: TestApp;
  // Each test's own app, closed once (the tests on the shared app below build none).
  let closed: TestApp | undefined;
  afterEach(async () => {
    if (t === undefined || t === closed) return;
    closed = t;
    await t.close();
  });

  it('returns a token that opens the session check', async () => {
    t = await createTestApp();
    const response = await login(t, SUPERADMIN.username, SUPERADMIN.password);
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(8 * 3600);
    const secure = await t.app.inject({ url: '/api/admin/secure', headers: bearer(token) });
    expect(secure.json()).toEqual({
      message: expect.any(String),
      role: 'superadmin',
      id: expect.any(Number),
      username: SUPERADMIN.username,
      previousSignIn: null,
    });
  });

  it('tells the session when and from where its administrator signed in before', async () => {
    t = await createTestApp();
    await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip: '10.5.5.1' });
    const second = await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip: '10.5.5.2' });
    const token = second.json<{ token: string }>().token;
    // Stored before the first sign-in answered: no waiting.
    expect(
      (await t.app.inject({ url: '/api/admin/secure', headers: bearer(token) })).json<{
        previousSignIn: unknown;
      }>().previousSignIn,
    ).toEqual({ at: expect.any(String), ip: '10.5.5.1' });
  });

  it('signs in although the sign-in time cannot be stored, and logs why', async () => {
    t = await createTestApp();
    t.app.repos.administrators.recordSignIn = () => Promise.reject(new Error('disk is tired'));
    const response = await login(t, SUPERADMIN.username, SUPERADMIN.password);
    expect(response.statusCode).toBe(200);
    expect(t.logs).toContainEqual(expect.objectContaining({ msg: 'sign-in time not stored' }));
  });

  it('accepts the username in another case and with spaces around it', async () => {
    t = await createTestApp();
    expect(
      (await login(t, ` ${SUPERADMIN.username.toUpperCase()} `, SUPERADMIN.password)).statusCode,
    ).toBe(200);
  });

  it('answers an unknown user and a wrong password alike', async () => {
    t = await createTestApp();
    const unknown = await login(t, 'nobody', 'whatever-1');
    const wrong = await login(t, SUPERADMIN.username, 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: WRONG });
    expect(wrong.json()).toEqual({ message: WRONG });
  });

  it('logs every attempt with username, IP and outcome but never the password', async () => {
    t = await createTestApp();
    await login(t, SUPERADMIN.username, 'secret-guess-1');
    await login(t, SUPERADMIN.username, SUPERADMIN.password);
    const attempts = t.logs.filter((line) => line.event === 'login');
    expect(attempts.map((line) => [line.username, line.ip, line.outcome])).toEqual([
      ['root', '10.0.0.1', 'failure'],
      ['root', '10.0.0.1', 'success'],
    ]);
    const all = JSON.stringify(t.logs);
    expect(all).not.toContain('secret-guess-1');
    expect(all).not.toContain(SUPERADMIN.password);
    // Attempts are stored in the background (a busy database never fails a login), each by the
    // pool's next free connection: on PostgreSQL the later attempt's row may take the lower id.
    await expect
      .poll(() => t.db.query('SELECT username, ip, outcome FROM login_attempts ORDER BY outcome'))
      .toEqual([
        { username: 'root', ip: '10.0.0.1', outcome: 'failure' },
        { username: 'root', ip: '10.0.0.1', outcome: 'success' },
      ]);
  });

  it('refuses a sixth try for one username from one IP within 15 minutes, whatever the spelling of the path', async () => {
    let now = Date.now();
    t = await createTestApp({}, { now: () => new Date(now) });
    const urls = ['/api/login', '/API/LOGIN', '/api/login/', '/Api/Login/', '//api//login'];
    for (const url of urls) {
      const response = await login(t, SUPERADMIN.username, 'wrong-password', {
        url,
        ip: '10.0.1.1',
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(t, 'ROOT', SUPERADMIN.password, {
      url: '/API/login/',
      ip: '10.0.1.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(
      /Слишком много неудачных попыток входа/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    now += LOGIN_WINDOW_MS + 1000;
    expect(
      (await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip: '10.0.1.1' })).statusCode,
    ).toBe(200);
  });

  it('never lets anonymous failures from other IPs lock the owner out', async () => {
    t = await createTestApp();
    // The attack of the review: five wrong guesses for the superadmin from five addresses.
    for (let i = 0; i < 5; i += 1) {
      const response = await login(t, SUPERADMIN.username, 'wrong-password', { ip: `10.0.2.${i}` });
      expect(response.statusCode).toBe(401);
    }
    const owner = await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip: '10.0.3.1' });
    expect(owner.statusCode).toBe(200);
  });

  it('past the username’s budget gives each address three failures of its own, and still lets the owner in from another', async () => {
    t = await createTestApp();
    const nowMs = Date.now();
    const fail = (ip: string) =>
      t.db.query(
        "INSERT INTO login_attempts (username, ip, outcome, attempted_at_ms) VALUES (?, ?, 'failure', ?)",
        [SUPERADMIN.username, ip, nowMs - 1000],
      );
    // A distributed guess: the budget's worth of failures, each from its own address.
    for (let i = 0; i < USERNAME_FAILURE_BUDGET; i += 1)
      await fail(`10.1.${Math.floor(i / 200)}.${i % 200}`);
    // One of them guessed twice more: it has spent its three.
    for (let i = 1; i < MAX_PAIR_FAILURES_PAST_BUDGET; i += 1) await fail('10.1.0.7');
    const started = Date.now();
    const again = await login(t, SUPERADMIN.username, 'another-guess', { ip: '10.1.0.7' });
    expect(again.statusCode).toBe(429);
    // Refused at once, not after the username's slowdown (4 s by now).
    expect(Date.now() - started).toBeLessThan(2500);
    // A new address gets its three guesses (slowed down), then is refused too.
    for (let i = 1; i < MAX_PAIR_FAILURES_PAST_BUDGET; i += 1) await fail('10.2.0.1');
    const third = await login(t, SUPERADMIN.username, 'another-guess', { ip: '10.2.0.1' });
    expect(third.statusCode).toBe(401);
    expect((await login(t, SUPERADMIN.username, 'guess-4', { ip: '10.2.0.1' })).statusCode).toBe(
      429,
    );
    // The owner, from an address that has not failed, signs in (slowed down, not locked out).
    const owner = await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip: '10.3.0.1' });
    expect(owner.statusCode).toBe(200);
  }, 30_000);

  it('never lets strangers’ failures stop the owner’s right password after a typo or two (issue 23)', async () => {
    t = await createTestApp();
    const nowMs = Date.now();
    // The review's scenario: 50 failures for the owner's username from 10 addresses…
    for (let address = 0; address < 10; address += 1)
      for (let i = 0; i < 5; i += 1)
        await t.db.query(
          "INSERT INTO login_attempts (username, ip, outcome, attempted_at_ms) VALUES (?, ?, 'failure', ?)",
          [SUPERADMIN.username, `10.5.0.${address}`, nowMs - 60_000 + address * 1000 + i],
        );
    // …then a typo by the owner from a clean address, and the right password from there.
    const owner = '10.6.0.1';
    expect((await login(t, SUPERADMIN.username, 'typo-password', { ip: owner })).statusCode).toBe(
      401,
    );
    const signedIn = await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip: owner });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toHaveProperty('token');
    // The strangers' addresses stay refused.
    const stranger = await login(t, SUPERADMIN.username, 'guess', { ip: '10.5.0.3' });
    expect(stranger.statusCode).toBe(429);
  }, 30_000);

  it('slows down a username’s answers progressively after five failures from anywhere, known or not', async () => {
    t = await createTestApp();
    const timed = async (username: string, ip: string) => {
      const started = performance.now();
      const response = await login(t, username, 'wrong-password', { ip });
      return { status: response.statusCode, ms: performance.now() - started };
    };
    for (const username of [SUPERADMIN.username, 'nobody-here']) {
      for (let i = 0; i < 5; i += 1)
        expect((await timed(username, `10.4.${i}.1`)).status).toBe(401);
      const sixth = await timed(username, '10.4.9.1');
      const seventh = await timed(username, '10.4.9.2');
      expect(sixth.status).toBe(401);
      expect(sixth.ms).toBeGreaterThanOrEqual(250);
      expect(seventh.ms).toBeGreaterThanOrEqual(500);
    }
  });

  it('refuses an eleventh try from one IP whatever the usernames', async () => {
    t = await createTestApp();
    for (let i = 0; i < MAX_IP_FAILURES; i += 1) {
      expect((await login(t, `user${i}`, 'wrong-password', { ip: '10.9.9.9' })).statusCode).toBe(
        401,
      );
    }
    expect(
      (await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip: '10.9.9.9' })).statusCode,
    ).toBe(429);
    expect(
      (await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip: '10.9.9.8' })).statusCode,
    ).toBe(200);
  });

  it('keeps counting failures from one IP across successful logins from it', async () => {
    t = await createTestApp();
    const ip = '10.7.7.7';
    const codes: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        codes.push((await login(t, `guess${round}-${i}`, 'wrong-password', { ip })).statusCode);
      }
      codes.push((await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip })).statusCode);
    }
    // Rounds 1 and 2: eight failures and two successes; round 3: the ninth and tenth failures,
    // then the eleventh attempt is refused (successes do not reset an address's count).
    expect(codes.slice(0, 12)).toEqual([
      401, 401, 401, 401, 200, 401, 401, 401, 401, 200, 401, 401,
    ]);
    expect(codes.slice(12)).toEqual(Array(codes.length - 12).fill(429));
    // The username's own counter is cleared by its success, so another IP signs in.
    expect(
      (await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip: '10.7.7.8' })).statusCode,
    ).toBe(200);
  });

  it('clears a username’s failures with its success', async () => {
    t = await createTestApp();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        const ip = `10.8.${round}.${i}`;
        expect((await login(t, SUPERADMIN.username, 'wrong-password', { ip })).statusCode).toBe(
          401,
        );
      }
      const ip = `10.8.${round}.9`;
      expect((await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip })).statusCode).toBe(
        200,
      );
    }
  });

  it('keeps only the attempts of the last 15 minutes and one throttled attempt per username and IP', async () => {
    let now = Date.now();
    t = await createTestApp({}, { now: () => new Date(now) });
    const count = (outcome: string) =>
      t.db.scalar('SELECT count(*) FROM login_attempts WHERE outcome = ?', [outcome]);
    for (let i = 0; i < 5; i += 1) await login(t, SUPERADMIN.username, 'wrong-password');
    for (let i = 0; i < 10; i += 1) {
      expect((await login(t, SUPERADMIN.username, 'wrong-password')).statusCode).toBe(429);
    }
    await expect.poll(() => count('failure')).toBe(5);
    await expect.poll(() => count('throttled')).toBe(1);

    now += LOGIN_WINDOW_MS + 60_000;
    expect((await login(t, SUPERADMIN.username, SUPERADMIN.password)).statusCode).toBe(200);
    await expect
      .poll(() => t.db.query('SELECT outcome FROM login_attempts'))
      .toEqual([{ outcome: 'success' }]);
  });

  it('limits login requests per IP to 30 a minute, whatever their outcome', async () => {
    t = await createTestApp();
    const ip = '10.6.6.6';
    for (let i = 0; i < 30; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: i % 2 === 0 ? '/api/login' : '/API/Login/',
        payload: {},
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(400);
    }
    const limited = await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(
        /^Слишком много запросов на вход с этого адреса\. Повторите попытку через \d+ с\.$/,
      ),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await login(t, SUPERADMIN.username, SUPERADMIN.password, { ip: '10.6.6.7' })).statusCode,
    ).toBe(200);
  });

  it('does not let parallel attempts slip past the limit', async () => {
    t = await createTestApp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(t, SUPERADMIN.username, 'wrong-password')),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('takes the client IP from X-Forwarded-For only behind a trusted proxy', async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    await login(t, 'a-user', 'wrong-password', { ip: '127.0.0.1', headers: forwarded });
    await login(t, 'b-user', 'wrong-password', { ip: '10.0.0.5', headers: forwarded });
    // (Stored in the background, so by address rather than by id: see the test above.)
    await expect
      .poll(() => t.db.query('SELECT ip FROM login_attempts ORDER BY ip'))
      .toEqual([{ ip: '10.0.0.5' }, { ip: '203.0.113.7' }]);
  });

  it('accepts a hand-made HS256 token with the right secret, version, an open session and an 8-hour lifetime', async () => {
    t = await createTestApp();
    const { id, token } = await superadmin(t.app);
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    };
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: String(id), ver: 0, iat: now - 60, exp: now - 60 + 8 * 3600 };
    const response = await t.app.inject({
      url: '/api/admin/secure',
      headers: bearer(signJwt({ ...claims, sid })),
    });
    expect(response.statusCode).toBe(200);
    // Without a session (a token of before sessions, or a made-up one) it is refused.
    for (const other of [{}, { sid: 'a'.repeat(32) }]) {
      const refused = await t.app.inject({
        url: '/api/admin/secure',
        headers: bearer(signJwt({ ...claims, ...other })),
      });
      expect(refused.statusCode).toBe(401);
    }
  });

  /*
   * Hand-made tokens that must be refused: one request each, which changes nothing (a session
   * for the superadmin at most), so one app serves them all.
   */
  describe('hand-made tokens that are refused', () => {
    let tokens: TestApp;
    beforeAll(async () => {
      tokens = await createTestApp();
    });
    afterAll(() => tokens.close());

    // Each token is valid but for the one thing named (lifetime claims included).
    const lifetime = () => {
      const iat = Math.floor(Date.now() / 1000);
      return { iat, exp: iat + 8 * 3600 };
    };
    it.each([
      [
        'a token signed with another secret',
        () =>
          signJwt(
            { sub: '1', ver: 0, ...lifetime() },
            { secret: 'another-secret-another-secret-123' },
          ),
      ],
      [
        'an unsigned token (alg none)',
        () => signJwt({ sub: '1', ver: 0, ...lifetime() }, { alg: 'none' }),
      ],
      [
        'an HS512 token with the right secret',
        () => signJwt({ sub: '1', ver: 0, ...lifetime() }, { alg: 'HS512', secret: JWT_SECRET }),
      ],
      [
        'a token for an id that does not exist',
        () => signJwt({ sub: '999', ver: 0, ...lifetime() }),
      ],
      ['a token without a version', () => signJwt({ sub: '1', ...lifetime() })],
      ['a token of an older version', () => signJwt({ sub: '1', ver: 1, ...lifetime() })],
    ])('refuses %s', async (_, make) => {
      const response = await tokens.app.inject({
        url: '/api/admin/secure',
        headers: bearer(make()),
      });
      expect(response.statusCode).toBe(401);
    });

    describe('token lifetime', () => {
      const now = () => Math.floor(Date.now() / 1000);
      const YEAR = 365 * 24 * 3600;
      it.each([
        ['without exp', () => ({ iat: now() })],
        ['without exp or iat', () => ({})],
        ['with exp 30 years ahead', () => ({ iat: now(), exp: now() + 30 * YEAR })],
        ['without iat, exp 30 years ahead', () => ({ exp: now() + 30 * YEAR })],
        [
          'with exp 8 hours and 2 minutes after iat',
          () => ({ iat: now(), exp: now() + 8 * 3600 + 120 }),
        ],
        ['issued more than 8 hours ago', () => ({ iat: now() - 9 * 3600, exp: now() + 3600 })],
        ['issued in the future', () => ({ iat: now() + YEAR, exp: now() + YEAR + 3600 })],
      ])('refuses a token %s', async (_, claims) => {
        const { id } = await superadmin(tokens.app);
        const token = signJwt({ sub: String(id), ver: 0, ...claims() });
        const response = await tokens.app.inject({
          url: '/api/admin/secure',
          headers: bearer(token),
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: 'Пользователь не авторизован' });
      });
    });
  });
});
