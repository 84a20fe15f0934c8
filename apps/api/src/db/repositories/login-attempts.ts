import { and, desc, eq, gt } from 'drizzle-orm';
import type { AppDatabase } from '../open-database';
import { loginAttempts } from '../schema';

export type LoginOutcome = 'success' | 'failure' | 'throttled';

/** Every login attempt (never the password); the brute-force limit counts the failures. */
export function loginAttemptsRepository(db: AppDatabase) {
  /**
   * Times (ms) of the most recent failures after `sinceMs` for one username or one IP, counting
   * only those after the key's last success, newest first.
   */
  function recentFailures(
    column: 'username' | 'ip',
    value: string,
    sinceMs: number,
    limit: number,
  ): number[] {
    const field = column === 'username' ? loginAttempts.username : loginAttempts.ip;
    const lastSuccess = db
      .select({ at: loginAttempts.attemptedAtMs })
      .from(loginAttempts)
      .where(
        and(
          eq(field, value),
          eq(loginAttempts.outcome, 'success'),
          gt(loginAttempts.attemptedAtMs, sinceMs),
        ),
      )
      .orderBy(desc(loginAttempts.attemptedAtMs))
      .get();
    return db
      .select({ at: loginAttempts.attemptedAtMs })
      .from(loginAttempts)
      .where(
        and(
          eq(field, value),
          eq(loginAttempts.outcome, 'failure'),
          gt(loginAttempts.attemptedAtMs, Math.max(sinceMs, lastSuccess?.at ?? 0)),
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
    recentFailures,
  };
}

export type LoginAttemptsRepository = ReturnType<typeof loginAttemptsRepository>;
