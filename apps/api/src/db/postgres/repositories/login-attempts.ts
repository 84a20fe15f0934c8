import { and, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { LoginAttemptsRepository } from '../../port';
import type { PostgresStore } from '../postgres-store';
import { loginAttempts } from '../schema';

/** Every login attempt (never the password); the brute-force limit counts the failures (PostgreSQL). */
export function loginAttemptsRepository({ read, write }: PostgresStore): LoginAttemptsRepository {
  function keyCondition(key: { username?: string; ip?: string }): SQL {
    const parts: SQL[] = [];
    if (key.username !== undefined) parts.push(eq(loginAttempts.username, key.username));
    if (key.ip !== undefined) parts.push(eq(loginAttempts.ip, key.ip));
    return and(...parts)!;
  }

  return {
    record: (username, ip, outcome, atMs) =>
      write(async (db) => {
        await db.insert(loginAttempts).values({ username, ip, outcome, attemptedAtMs: atMs });
      }),

    recordThrottledOnce: (username, ip, atMs, sinceMs) =>
      write((db) =>
        db.transaction(async (tx) => {
          const stored = await tx
            .select({ id: loginAttempts.id })
            .from(loginAttempts)
            .where(
              and(
                keyCondition({ username, ip }),
                eq(loginAttempts.outcome, 'throttled'),
                gt(loginAttempts.attemptedAtMs, sinceMs),
              ),
            )
            .limit(1);
          if (stored.length > 0) return false;
          await tx
            .insert(loginAttempts)
            .values({ username, ip, outcome: 'throttled', attemptedAtMs: atMs });
          return true;
        }),
      ),

    recentFailures: (key, sinceMs, limit) =>
      read(async (db) => {
        const match = keyCondition(key);
        // A username's count (alone or from one IP) starts again after its last success there;
        // an IP's does not: one valid account must not reset the count of guesses at others.
        let from = sinceMs;
        if ('username' in key) {
          const [success] = await db
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
            .limit(1);
          if (success) from = Math.max(from, success.at);
        }
        const rows = await db
          .select({ at: loginAttempts.attemptedAtMs })
          .from(loginAttempts)
          .where(
            and(match, eq(loginAttempts.outcome, 'failure'), gt(loginAttempts.attemptedAtMs, from)),
          )
          .orderBy(desc(loginAttempts.attemptedAtMs))
          .limit(limit);
        return rows.map((row) => row.at);
      }),

    pruneBefore: (beforeMs) =>
      write(
        async (db) =>
          (await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAtMs, beforeMs)))
            .rowCount ?? 0,
      ),
  };
}
