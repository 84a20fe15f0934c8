import type Database from 'better-sqlite3';
import type { Pool } from 'pg';
import type { ChildEntry } from '../sql-explorer/child-process';
import type { SqlExecutor } from '../sql-explorer/sql-runner';
import type { DatabaseHealthMonitor } from './database-health';
import type { Repositories } from './port';

/*
 * One storage, two engines (docs/decisions/api-0006-two-database-engines.md): SQLite embedded
 * (DATABASE_PATH, the default) or PostgreSQL for several machines (DATABASE_URL). Routes and
 * services see only `repos`, `health`, the news change token and the SQL Explorer's executor.
 */

interface StorageBase {
  repos: Repositories;
  health: DatabaseHealthMonitor;
  /**
   * Changes whenever the news may have changed, by this instance or any other writer; cheap
   * enough to ask on every public list request (docs/decisions/api-0005-public-news-cache.md).
   */
  newsChangeToken(): string;
  /** The SQL Explorer's way to run statements on this engine. */
  sqlExecutor(options: {
    timeoutMs: number;
    onIncident: (message: string) => void;
    /** SQLite: the child's code, when not the default (tests). */
    childEntry?: ChildEntry;
  }): SqlExecutor;
  close(): Promise<void>;
}

export interface SqliteStorage extends StorageBase {
  engine: 'sqlite';
  /** The raw connection (SQLite-only checks and tests). */
  sqlite: Database.Database;
  path: string;
}

export interface PostgresStorage extends StorageBase {
  engine: 'postgresql';
  pool: Pool;
}

export type Storage = SqliteStorage | PostgresStorage;
