import { eq } from 'drizzle-orm';
import type { SqlAuditRepository } from '../../port';
import type { PostgresStore } from '../postgres-store';
import { sqlAuditLog } from '../schema';

/**
 * The SQL Explorer audit (PostgreSQL). The entry of a statement about to run is committed with
 * `synchronous_commit = on` (flushed to the server's disk before the statement may start); its
 * completion is an ordinary write. Triggers refuse deleting an entry and every update other than
 * the one completion of a pending entry.
 */
export function sqlAuditRepository({ write, now }: PostgresStore): SqlAuditRepository {
  return {
    begin: (entry) =>
      write((db) =>
        db.transaction(async (tx) => {
          await tx.execute('SET LOCAL synchronous_commit = on');
          const [row] = await tx
            .insert(sqlAuditLog)
            .values({
              ...entry,
              executedAt: now().toISOString(),
              outcome: 'pending',
              rowCount: null,
              error: null,
              durationMs: 0,
            })
            .returning({ id: sqlAuditLog.id });
          return row!.id;
        }),
      ),

    complete: (id, completion) =>
      write(async (db) => {
        await db
          .update(sqlAuditLog)
          .set({ ...completion, completedAt: now().toISOString() })
          .where(eq(sqlAuditLog.id, id));
      }),

    append: (entry) =>
      write(async (db) => {
        const at = now().toISOString();
        await db.insert(sqlAuditLog).values({ ...entry, executedAt: at, completedAt: at });
      }),
  };
}
