import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { packageRoot } from '../repo-root';
import * as schema from './schema';

export type AppDatabase = BetterSQLite3Database<typeof schema>;

export interface OpenedDatabase {
  /** The drizzle view used by the repositories. */
  db: AppDatabase;
  /** The raw connection (pragmas, transactions, closing). */
  sqlite: Database.Database;
}

/** The committed drizzle-kit migrations; `src/` and `dist/` are both one level below the package root. */
export const migrationsFolder = join(packageRoot, 'drizzle');

/**
 * Opens (creating if needed) the SQLite file in WAL mode with foreign keys on, and applies
 * every pending migration. A short busy timeout: the SQL Explorer child may hold the write lock,
 * and a longer wait would block the event loop (better-sqlite3 waits synchronously).
 */
export function openDatabase(path: string): OpenedDatabase {
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 250');
    sqlite.pragma('synchronous = NORMAL');
    // A WAL file left large (by an SQL Explorer statement) is cut back to 4 MiB when reset.
    sqlite.pragma(`journal_size_limit = ${4 * 1024 * 1024}`);
    const db = drizzle(sqlite, { schema });
    migrate(db, { migrationsFolder });
    return { db, sqlite };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}
