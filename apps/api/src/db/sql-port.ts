import type { SQL } from 'drizzle-orm';

/**
 * Plain SQL on whichever engine runs, for repositories simple enough to be written once
 * (docs/decisions/api-0006): queries are drizzle `sql` templates (parameters bound per dialect),
 * in the SQL both SQLite and PostgreSQL speak (INSERT … RETURNING, ON CONFLICT, no booleans).
 * Row fields keep their column names; 64-bit integers come back as numbers on both engines.
 */
export interface SqlPort {
  /** Rows of a reading query (tried again after a lost connection on PostgreSQL). */
  select<T>(query: SQL): Promise<T[]>;
  /** Rows a writing statement returns (… RETURNING). */
  returning<T>(query: SQL): Promise<T[]>;
  /** How many rows a writing statement changed. */
  run(query: SQL): Promise<number>;
}
