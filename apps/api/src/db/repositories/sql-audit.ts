import type { AppDatabase } from '../open-database';
import { sqlAuditLog } from '../schema';

export interface SqlAuditEntry {
  adminId: number;
  adminUsername: string;
  ip: string;
  statement: string;
  outcome: 'rows' | 'affected' | 'error' | 'refused' | 'timeout';
  rowCount: number | null;
  error: string | null;
  durationMs: number;
}

/** The SQL Explorer audit log, append-only (the table's triggers refuse changes). */
export function sqlAuditRepository(db: AppDatabase, now: () => Date) {
  return {
    append(entry: SqlAuditEntry): void {
      db.insert(sqlAuditLog)
        .values({ ...entry, executedAt: now().toISOString() })
        .run();
    },
  };
}
