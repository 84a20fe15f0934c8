import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { AppDatabase } from '../open-database';
import { loginAttempts } from '../schema';

export type LoginOutcome = 'success' | 'failure' | 'throttled';

/** Every login attempt (never the password); the brute-force limit counts the failures. */
export function loginAttemptsRepository(db: AppDatabase) {
  /** The time (ms) of the last success of one username after `sinceMs`, if any. */
  function lastSuccess(username: string, sinceMs: number): number | undefined {
    return db
      .select({ at: loginAttempts.attemptedAtMs })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.username, username),
          eq(loginAttempts.outcome, 'success'),
          gt(loginAttempts.attemptedAtMs, sinceMs),
        ),
      )
      .orderBy(desc(loginAttempts.attemptedAtMs))
      .get()?.at;
  }

  /**
   * Times (ms) of the most recent failures after `sinceMs` for one username or one IP, newest
   * first. A username's count starts again after its last success; an IP's does not (one valid
   * account must not reset the count of guesses at other accounts from the same address).
   */
  function recentFailures(
    column: 'username' | 'ip',
    value: string,
    sinceMs: number,
    limit: number,
  ): number[] {
    const field = column === 'username' ? loginAttempts.username : loginAttempts.ip;
    const from =
      column === 'username' ? Math.max(sinceMs, lastSuccess(value, sinceMs) ?? 0) : sinceMs;
    return db
      .select({ at: loginAttempts.attemptedAtMs })
      .from(loginAttempts)
      .where(
        and(
          eq(field, value),
          eq(loginAttempts.outcome, 'failure'),
          gt(loginAttempts.attemptedAtMs, from),
        ),
      )
      .orderBy(desc(loginAttempts.attemptedAtMs))
      .limit(limit)
      .all()
      .map((row) => row.at);
  }

  return {
    record(username: string, ip: string, outcome: LoginOutcome, atMs: number): void {
      db.insert(loginAttempts).values({ username, ip, outcome, attemptedAtMs: atMs }).run();
    },
    /** Records a refused attempt unless one for this username and IP is stored after `sinceMs`. */
    recordThrottledOnce(username: string, ip: string, atMs: number, sinceMs: number): boolean {
      const stored = db
        .select({ id: loginAttempts.id })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.username, username),
            eq(loginAttempts.ip, ip),
            eq(loginAttempts.outcome, 'throttled'),
            gt(loginAttempts.attemptedAtMs, sinceMs),
          ),
        )
        .get();
      if (stored) return false;
      db.insert(loginAttempts)
        .values({ username, ip, outcome: 'throttled', attemptedAtMs: atMs })
        .run();
      return true;
    },
    /** Deletes the attempts before `beforeMs`; returns how many. */
    pruneBefore(beforeMs: number): number {
      return db.delete(loginAttempts).where(lt(loginAttempts.attemptedAtMs, beforeMs)).run()
        .changes;
    },
    recentFailures,
  };
}

export type LoginAttemptsRepository = ReturnType<typeof loginAttemptsRepository>;
