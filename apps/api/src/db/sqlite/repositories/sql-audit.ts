import { eq } from 'drizzle-orm';
import type { SqlAuditRepository } from '../../port';
import { sqlAuditLog } from '../schema';
import type { SqliteStore } from './sqlite-store';

/**
 * The SQL Explorer audit (SQLite). The entry of a statement about to run is committed with
 * `synchronous = FULL` (the WAL is synced to disk before the statement may start, so not even a
 * power cut loses it); its completion is an ordinary write. The table's triggers refuse deleting
 * an entry and every update other than the one completion of a pending entry.
 */
export function sqlAuditRepository({ db, sqlite, now, run }: SqliteStore): SqlAuditRepository {
  function durably<T>(work: () => T): T {
    const before = sqlite.pragma('synchronous', { simple: true }) as number;
    sqlite.pragma('synchronous = FULL');
    try {
      return work();
    } finally {
      sqlite.pragma(`synchronous = ${before}`);
    }
  }

  return {
    begin: (entry) =>
      run(() =>
        durably(
          () =>
            db
              .insert(sqlAuditLog)
              .values({
                ...entry,
                executedAt: now().toISOString(),
                outcome: 'pending',
                rowCount: null,
                error: null,
                durationMs: 0,
              })
              .returning({ id: sqlAuditLog.id })
              .get().id,
        ),
      ),

    complete: (id, completion) =>
      run(() => {
        db.update(sqlAuditLog)
          .set({ ...completion, completedAt: now().toISOString() })
          .where(eq(sqlAuditLog.id, id))
          .run();
      }),

    append: (entry) =>
      run(() => {
        const at = now().toISOString();
        db.insert(sqlAuditLog)
          .values({ ...entry, executedAt: at, completedAt: at })
          .run();
      }),
  };
}
