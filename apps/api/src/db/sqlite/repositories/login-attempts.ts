import { and, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { LoginAttemptsRepository } from '../../port';
import { loginAttempts } from '../schema';
import type { SqliteStore } from './sqlite-store';

/** Every login attempt (never the password); the brute-force limit counts the failures (SQLite). */
export function loginAttemptsRepository({ db, run }: SqliteStore): LoginAttemptsRepository {
  /** The condition selecting one key's attempts. */
  function keyCondition(key: { username?: string; ip?: string }): SQL {
    const parts: SQL[] = [];
    if (key.username !== undefined) parts.push(eq(loginAttempts.username, key.username));
    if (key.ip !== undefined) parts.push(eq(loginAttempts.ip, key.ip));
    return and(...parts)!;
  }

  return {
    record: (username, ip, outcome, atMs) =>
      run(() => {
        db.insert(loginAttempts).values({ username, ip, outcome, attemptedAtMs: atMs }).run();
      }),

    recordThrottledOnce: (username, ip, atMs, sinceMs) =>
      run(() =>
        db.transaction((tx) => {
          const stored = tx
            .select({ id: loginAttempts.id })
            .from(loginAttempts)
            .where(
              and(
                keyCondition({ username, ip }),
                eq(loginAttempts.outcome, 'throttled'),
                gt(loginAttempts.attemptedAtMs, sinceMs),
              ),
            )
            .get();
          if (stored) return false;
          tx.insert(loginAttempts)
            .values({ username, ip, outcome: 'throttled', attemptedAtMs: atMs })
            .run();
          return true;
        }),
      ),

    recentFailures: (key, sinceMs, limit) =>
      run(() => {
        const match = keyCondition(key);
        // A username's count (alone or from one IP) starts again after its last success there;
        // an IP's does not: one valid account must not reset the count of guesses at others.
        let from = sinceMs;
        if ('username' in key) {
          const success = db
            .select({ at: loginAttempts.attemptedAtMs })
            .from(loginAttempts)
            .where(
              and(
                match,
                eq(loginAttempts.outcome, 'success'),
                gt(loginAttempts.attemptedAtMs, sinceMs),
              ),
            )
            .orderBy(desc(loginAttempts.attemptedAtMs))
            .get();
          if (success) from = Math.max(from, success.at);
        }
        return db
          .select({ at: loginAttempts.attemptedAtMs })
          .from(loginAttempts)
          .where(
            and(match, eq(loginAttempts.outcome, 'failure'), gt(loginAttempts.attemptedAtMs, from)),
          )
          .orderBy(desc(loginAttempts.attemptedAtMs))
          .limit(limit)
          .all()
          .map((row) => row.at);
      }),

    pruneBefore: (beforeMs) =>
      run(
        () =>
          db.delete(loginAttempts).where(lt(loginAttempts.attemptedAtMs, beforeMs)).run().changes,
      ),
  };
}
