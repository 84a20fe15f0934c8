import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, sqliteOf, superadmin, type TestApp } from './helpers/test-app';

const consent = (i: number) => ({
  user_uuid: `0b6f4a1e-3c1d-4f5e-9a2b-${String(i).padStart(12, '0')}`,
  technical: true,
  functional: true,
  analytics: false,
  marketing: false,
  timestamp: new Date().toISOString(),
});

/** The longest the event loop stayed blocked while `work` ran (a 10 ms timer's lateness). */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 10);
    last = now;
  }, 10);
  try {
    await work;
  } finally {
    clearInterval(timer);
  }
  return longest;
}

// Real locks and a real SQL child: generous test time on a loaded machine.
describe('writes while another connection holds the write lock', { timeout: 60_000 }, () => {
  let t: TestApp;
  afterEach(() => t.close());

  const health = async () => {
    const started = performance.now();
    const response = await t.app.inject({ url: '/api/health' });
    return { status: response.statusCode, ms: performance.now() - started };
  };

  it('waits without blocking the event loop: every consent sent meanwhile is stored, health stays fast', async () => {
    t = await createTestApp();
    const other = new Database(t.config.databasePath);
    other.exec('BEGIN IMMEDIATE');
    const release = setTimeout(() => other.exec('ROLLBACK'), 1500);
    try {
      const sends = Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          t.app.inject({ method: 'POST', url: '/api/cookie-consent', payload: consent(i) }),
        ),
      );
      const checks = (async () => {
        const seen = [];
        for (let i = 0; i < 5; i += 1) {
          seen.push(await health());
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return seen;
      })();
      await Promise.all([sends, checks]);
      // Before, each write waited 250 ms synchronously and then failed with 503: the consents
      // were lost and, 15 × 250 ms, health waited seconds.
      expect((await sends).map((response) => response.statusCode)).toEqual(Array(15).fill(201));
      for (const check of await checks) {
        expect(check.status).toBe(200);
        expect(check.ms).toBeLessThan(1000);
      }
      expect(sqliteOf(t).prepare('SELECT count(*) FROM cookie_consents').pluck().get()).toBe(15);
    } finally {
      clearTimeout(release);
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
    }
  });

  it('answers 503 once the lock outlasts the wait, without blocking meanwhile', async () => {
    // SQL_TIMEOUT_MS 100: a write waits 2.1 s for the lock.
    t = await createTestApp({ SQL_TIMEOUT_MS: '100' });
    const other = new Database(t.config.databasePath);
    other.exec('BEGIN IMMEDIATE');
    try {
      const started = performance.now();
      const send = t.app.inject({
        method: 'POST',
        url: '/api/cookie-consent',
        payload: consent(1),
      });
      const stall = await longestStall(send);
      const response = await send;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: expect.stringMatching(/занята/) });
      expect(performance.now() - started).toBeGreaterThanOrEqual(2000);
      // The wait is asynchronous: never one synchronous block of the whole wait.
      expect(stall).toBeLessThan(1000);
      expect((await t.app.inject({ url: '/api/admin/news' })).statusCode).toBe(200);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });

  it('a signed-in request waits for its use to be stored only briefly while the lock is held', async () => {
    let now = Date.now();
    t = await createTestApp({}, { now: () => new Date(now) });
    const { token } = await superadmin(t.app);
    const other = new Database(t.config.databasePath);
    try {
      other.exec('BEGIN IMMEDIATE');
      now += 5 * 60_000; // the session's use is due to be stored
      const started = performance.now();
      const response = await t.app.inject({ url: '/api/admin/secure', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      // Not the write's whole wait for the lock (SQL_TIMEOUT_MS + 2 s = 7 s here).
      expect(performance.now() - started).toBeLessThan(2000);
      other.exec('ROLLBACK');
      // Stored once the lock went.
      await expect
        .poll(() =>
          sqliteOf(t).prepare('SELECT max(last_seen_at_ms) FROM admin_sessions').pluck().get(),
        )
        .toBe(now);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
    }
  });

  it('plain-SQL writes (sessions, audit) wait for the lock too, and answer 503 past the wait, never 500', async () => {
    t = await createTestApp({ SQL_TIMEOUT_MS: '100' });
    const { token } = await superadmin(t.app);
    const other = new Database(t.config.databasePath);
    try {
      // Released within the wait: the logout waits for it and succeeds.
      other.exec('BEGIN IMMEDIATE');
      const release = setTimeout(() => other.exec('ROLLBACK'), 500);
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(token),
      });
      clearTimeout(release);
      expect(first.statusCode).toBe(200);
      // Held past the wait: 503 in Russian, and the session stays open.
      const { token: second } = await superadmin(t.app);
      other.exec('BEGIN IMMEDIATE');
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(second),
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ error: expect.stringMatching(/занята/) });
      other.exec('ROLLBACK');
      expect(
        (await t.app.inject({ url: '/api/admin/secure', headers: bearer(second) })).statusCode,
      ).toBe(200);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
    }
  });
});
