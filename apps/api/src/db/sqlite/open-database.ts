import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { packageRoot } from '../../repo-root';
import { readOnlyDatabaseReason } from '../read-only-directory';
import * as schema from './schema';
import { withStatementCache } from './statement-cache';

export type AppDatabase = BetterSQLite3Database<typeof schema>;

export interface OpenedDatabase {
  /** The drizzle view used by the repositories. */
  db: AppDatabase;
  /** The raw connection (pragmas, transactions, closing). */
  sqlite: Database.Database;
}

/** The committed drizzle-kit migrations; `src/` and `dist/` are both one level below the package root. */
export const migrationsFolder = join(packageRoot, 'drizzle');

/** The API cannot start on this database; the message says what to do (for the server's operator). */
export class DatabaseStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseStartError';
  }
}

export interface OpenDatabaseOptions {
  /**
   * A database is known to have existed (its data directory holds the files made with it): a
   * missing or empty file is then a loss to report, not a first start (unless `initialise`).
   */
  expected?: boolean;
  /** DATABASE_INIT=true: create a new database even where one is expected. */
  initialise?: boolean;
  /** Tests: called on the connection before the checks (e.g. to make it refuse writes). */
  onOpen?: (sqlite: Database.Database) => void;
}

/** The write the start-up check and the health check make: one row, rewritten. */
export function writeProbe(sqlite: Database.Database): void {
  sqlite
    .prepare(
      'INSERT INTO health_probe (id, probed_at) VALUES (1, ?) ' +
        'ON CONFLICT (id) DO UPDATE SET probed_at = excluded.probed_at',
    )
    .run(new Date().toISOString());
}

function checkFile(path: string, options: OpenDatabaseOptions): void {
  if (options.initialise) return;
  const size = existsSync(path) ? statSync(path).size : -1;
  if (size === 0) {
    throw new DatabaseStartError(
      `The database file ${path} is empty (0 bytes): it was truncated or replaced. Restore it from ` +
        'a backup, or start once with DATABASE_INIT=true to create a new database there (with new ' +
        'seed data and superadmin).',
    );
  }
  if (size < 0 && options.expected) {
    throw new DatabaseStartError(
      `The database file ${path} is missing, but its data directory holds the files of an existing ` +
        'installation (jwt-secret or superadmin credentials). Restore the file from a backup, or ' +
        'start once with DATABASE_INIT=true to create a new database.',
    );
  }
}

/**
 * Opens (creating if needed) the SQLite file in WAL mode with foreign keys on, checks it and
 * applies every pending migration. Refuses to start (DatabaseStartError) on a file that is not a
 * database or fails `PRAGMA quick_check`, on an empty or missing file where a database existed,
 * on a read-only data directory or file (saying so), and on a database it cannot write. After start there is no busy timeout: better-sqlite3 would
 * wait synchronously, blocking the event loop while the SQL Explorer child holds the write lock;
 * the repositories wait asynchronously instead (busy-wait.ts).
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): OpenedDatabase {
  checkFile(path, options);
  mkdirSync(dirname(path), { recursive: true });
  // A read-only directory or file is said as such (it used to read as an unreadable database).
  const readOnly = readOnlyDatabaseReason(path);
  if (readOnly) throw new DatabaseStartError(readOnly);
  const sqlite = new Database(path);
  try {
    options.onOpen?.(sqlite);
    // Waiting at start blocks nothing yet (another process may hold a lock for a moment).
    sqlite.pragma('busy_timeout = 5000');
    let check: string;
    try {
      sqlite.pragma('journal_mode = WAL');
      check = String(sqlite.pragma('quick_check', { simple: true }));
    } catch (error) {
      if (String((error as { code?: unknown }).code ?? '').startsWith('SQLITE_READONLY'))
        throw new DatabaseStartError(
          `The database ${path} is read-only (${(error as Error).message}): check the ` +
            "permissions and the ownership of the file and its directory, and the file system's " +
            'mount. The database itself is fine: do not move it away.',
        );
      throw new DatabaseStartError(
        `${path} cannot be read as an SQLite database (${(error as Error).message}). Restore it ` +
          'from a backup, or move it away and start with DATABASE_INIT=true.',
      );
    }
    if (check !== 'ok') {
      throw new DatabaseStartError(
        `The database file ${path} is damaged (PRAGMA quick_check: ${check.slice(0, 300)}). Restore ` +
          'it from a backup; the API does not start on a damaged database.',
      );
    }
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    // A WAL file left large (by an SQL Explorer statement) is cut back to 4 MiB when reset.
    sqlite.pragma(`journal_size_limit = ${4 * 1024 * 1024}`);
    const db = drizzle(withStatementCache(sqlite), { schema });
    try {
      migrate(db, { migrationsFolder });
      writeProbe(sqlite);
    } catch (error) {
      const code = String((error as { code?: unknown }).code ?? '');
      if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN'))
        throw new DatabaseStartError(
          `The database ${path} cannot be written (${(error as Error).message}): check the file's ` +
            "and its directory's permissions and the file system.",
        );
      if (code === 'SQLITE_FULL')
        throw new DatabaseStartError(
          `The disk holding ${path} is full: free some space and start again.`,
        );
      throw error;
    }
    sqlite.pragma('busy_timeout = 0');
    return { db, sqlite };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

/** The files of an installation that had a database in `dataDir` (made after it, with it). */
export function databaseExpectedIn(dataDir: string): boolean {
  return ['jwt-secret', 'superadmin-credentials.json'].some((name) =>
    existsSync(join(dataDir, name)),
  );
}
