import type Database from 'better-sqlite3';
import type { AppDatabase } from '../open-database';

/** What the SQLite repositories share: the drizzle view, the raw connection and the clock. */
export interface SqliteStore {
  db: AppDatabase;
  sqlite: Database.Database;
  now: () => Date;
  /**
   * Runs database work without blocking the event loop while another connection holds the write
   * lock (see whenNotBusy); every repository call goes through it.
   */
  run<T>(work: () => T): Promise<T>;
}
