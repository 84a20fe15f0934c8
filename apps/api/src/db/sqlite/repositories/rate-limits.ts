import { lt, sql } from 'drizzle-orm';
import type { RateLimitsRepository } from '../../port';
import { rateLimits } from '../schema';
import type { SqliteStore } from './sqlite-store';

/** Request counts per route and client address (SQLite). */
export function rateLimitsRepository({ db, run }: SqliteStore): RateLimitsRepository {
  return {
    hit: (key, windowMs, nowMs) =>
      run(() => {
        const row = db
          .insert(rateLimits)
          .values({ key, hits: 1, resetAtMs: nowMs + windowMs })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: {
              hits: sql`CASE WHEN ${rateLimits.resetAtMs} <= ${nowMs} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
              resetAtMs: sql`CASE WHEN ${rateLimits.resetAtMs} <= ${nowMs} THEN ${nowMs + windowMs} ELSE ${rateLimits.resetAtMs} END`,
            },
          })
          .returning({ hits: rateLimits.hits, resetAtMs: rateLimits.resetAtMs })
          .get();
        return row;
      }),
    pruneBefore: (beforeMs) =>
      run(() => db.delete(rateLimits).where(lt(rateLimits.resetAtMs, beforeMs)).run().changes),
  };
}
