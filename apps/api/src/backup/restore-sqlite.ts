import {
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  closeSync,
  fsyncSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { DatabaseStartError, openDatabase } from '../db/sqlite/open-database';
import type { ContentCounts } from './content-counts';
import { OperatorError } from './operator-error';
import { sqliteCounts } from './sqlite-backup';

export interface RestoreOutcome {
  counts: ContentCounts;
  /** What the operator should know or do next. */
  notes: string[];
  /** The confirmed authenticator secrets, sealed (secondFactorNote checks them). */
  sealedTotpSecrets: string[];
}

export const CONFIRMED_TOTP = 'SELECT secret FROM admin_totp WHERE confirmed_at IS NOT NULL';

interface TargetState {
  exists: boolean;
  /** Another process (the API) has the database open. */
  inUse: boolean;
  /** Holds tables, or something that is not an SQLite database at all. */
  notEmpty: boolean;
}

/**
 * Whether the database at `path` is in use and whether it holds anything. In use: the API keeps
 * its database open in WAL mode, and a connection in exclusive locking mode cannot take it then
 * (SQLITE_BUSY) — a process that died holds no lock.
 */
function targetState(path: string): TargetState {
  if (!existsSync(path)) return { exists: false, inUse: false, notEmpty: false };
  if (statSync(path).size === 0) return { exists: true, inUse: false, notEmpty: false };
  const db = new Database(path, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    try {
      db.exec('BEGIN EXCLUSIVE');
      db.exec('ROLLBACK');
    } catch (error) {
      if (String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY'))
        return { exists: true, inUse: true, notEmpty: true };
      return { exists: true, inUse: false, notEmpty: true };
    }
    const tables = Number(
      db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'").pluck().get(),
    );
    return { exists: true, inUse: false, notEmpty: tables > 0 };
  } catch {
    return { exists: true, inUse: false, notEmpty: true };
  } finally {
    db.close();
  }
}

/** Refuses a copy that is damaged or is not a database of this product. */
function checkCopy(path: string, backup: string): void {
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { fileMustExist: true });
    const check = String(db.pragma('integrity_check', { simple: true }));
    if (check !== 'ok')
      throw new OperatorError(
        `The backup ${backup} is damaged (SQLite's integrity check: ${check.slice(0, 200)}). ` +
          'Nothing was changed; restore another backup.',
      );
    const ours = ['news', 'administrators', '__drizzle_migrations'].every(
      (table) =>
        db!.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !==
        undefined,
    );
    if (!ours)
      throw new OperatorError(
        `${backup} is an SQLite database, but not one of this product (no news, administrators ` +
          'or migration journal). Nothing was changed.',
      );
  } catch (error) {
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(
      `The backup ${backup} cannot be read as an SQLite database (${(error as Error).message}): ` +
        'it is damaged. Nothing was changed; restore another backup.',
    );
  } finally {
    db?.close();
  }
}

function moveWithSidecars(from: string, to: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    if (existsSync(from + suffix)) renameSync(from + suffix, to + suffix);
}

function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Restores an SQLite backup into the API's database file (DATABASE_PATH, by default
 * DATA_DIR/site.db): refuses a database in use or not empty unless `force`; checks the backup on
 * a copy beside the target, applies the migrations there, then puts it in place (a replaced
 * database is kept beside it, renamed).
 */
export async function restoreSqlite(
  backup: string,
  target: string,
  options: { force: boolean; now: Date },
): Promise<RestoreOutcome> {
  const state = targetState(target);
  if (state.inUse && !options.force)
    throw new OperatorError(
      `The database ${target} is in use (the API, or another program, has it open). Stop the API ` +
        'first (e.g. systemctl stop fuelcard-api, or Ctrl+C on npm start), then restore again. ' +
        '(--force replaces it anyway; the running API must then be restarted.)',
    );
  if (state.notEmpty && !options.force)
    throw new OperatorError(
      `There is already a database at ${target}, and restoring would replace it. Check that this ` +
        'is the installation you mean, then restore again with --force (the database it ' +
        'replaces is kept beside it, renamed).',
    );
  // A directory made for the restore goes again if the restore is refused.
  const madeDirectory = mkdirSync(dirname(target), { recursive: true });
  const temp = `${target}.restoring-${process.pid}`;
  const removeTemp = () => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(temp + suffix, { force: true });
  };
  removeTemp();
  let counts: ContentCounts;
  let sealedTotpSecrets: string[];
  try {
    copyFileSync(backup, temp);
    checkCopy(temp, backup);
    // The migrations of this release, as the API would run them at start.
    const { sqlite } = openDatabase(temp, { initialise: true });
    try {
      counts = await sqliteCounts(sqlite);
      sealedTotpSecrets = sqlite.prepare(CONFIRMED_TOTP).pluck().all() as string[];
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      sqlite.close();
    }
  } catch (error) {
    removeTemp();
    if (madeDirectory) rmSync(madeDirectory, { recursive: true, force: true });
    if (error instanceof DatabaseStartError) throw new OperatorError(error.message);
    throw error;
  }
  const notes: string[] = [];
  if (state.exists) {
    const aside = `${target}.replaced-${options.now.toISOString().replace(/[:.]/g, '-')}`;
    moveWithSidecars(target, aside);
    notes.push(`The database it replaced is kept as ${aside}; delete it once you are satisfied.`);
  }
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(temp + suffix, { force: true });
  renameSync(temp, target);
  syncDirectory(dirname(target));
  if (state.inUse)
    notes.push(
      'The API still has the replaced database open: restart it now (e.g. systemctl restart ' +
        'fuelcard-api), or it keeps serving and writing the old one.',
    );
  return { counts, notes, sealedTotpSecrets };
}
