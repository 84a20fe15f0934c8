import { lt, sql } from 'drizzle-orm';
import type { RateLimitsRepository } from '../../port';
import type { PostgresStore } from '../postgres-store';
import { rateLimits } from '../schema';

/** Request counts per route and client address, shared by every API instance (PostgreSQL). */
export function rateLimitsRepository({ write }: PostgresStore): RateLimitsRepository {
  return {
    hit: (key, windowMs, nowMs) =>
      write(async (db) => {
        const [row] = await db
          .insert(rateLimits)
          .values({ key, hits: 1, resetAtMs: nowMs + windowMs })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: {
              hits: sql`CASE WHEN ${rateLimits.resetAtMs} <= ${nowMs} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
              resetAtMs: sql`CASE WHEN ${rateLimits.resetAtMs} <= ${nowMs} THEN ${nowMs + windowMs} ELSE ${rateLimits.resetAtMs} END`,
            },
          })
          .returning({ hits: rateLimits.hits, resetAtMs: rateLimits.resetAtMs });
        return row!;
      }),
    pruneBefore: (beforeMs) =>
      write(
        async (db) =>
          (await db.delete(rateLimits).where(lt(rateLimits.resetAtMs, beforeMs))).rowCount ?? 0,
      ),
  };
}
