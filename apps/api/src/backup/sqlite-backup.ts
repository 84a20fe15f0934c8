import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { countContent, type ContentCounts } from './content-counts';
import { OperatorError } from './operator-error';

/** The counted tables of an open SQLite database. */
export function sqliteCounts(db: Database.Database): Promise<ContentCounts> {
  return countContent(
    async (table) => Number(db.prepare(`SELECT count(*) FROM "${table}"`).pluck().get()),
    async (table) =>
      db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !==
      undefined,
  );
}

/**
 * An online backup of the SQLite file at `source` into `destination` (a new file) with SQLite's
 * backup API, safe while the API writes: every page is copied in one step, under one read
 * transaction, so the copy is the database at one moment (in WAL mode the API's writes go on
 * meanwhile; a multi-step copy would start again whenever another process writes). The copy is
 * made self-contained (rollback journal, no -wal file) and checked with `PRAGMA integrity_check`.
 */
export async function backupSqlite(source: string, destination: string): Promise<ContentCounts> {
  if (!existsSync(source))
    throw new OperatorError(
      `There is no SQLite database at ${source}: check DATA_DIR or DATABASE_PATH (the API's own ` +
        'settings), or DATABASE_URL for PostgreSQL.',
    );
  const db = new Database(source, { fileMustExist: true, timeout: 5000 });
  try {
    await db.backup(destination, { progress: () => 0x7fffffff });
  } catch (error) {
    throw new OperatorError(
      `The database ${source} could not be copied (${(error as Error).message}). If it is ` +
        'damaged, the API refuses to start on it too: restore the latest good backup.',
    );
  } finally {
    db.close();
  }
  const copy = new Database(destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = String(copy.pragma('integrity_check', { simple: true }));
    if (check !== 'ok')
      throw new OperatorError(
        `The copy of ${source} fails SQLite's integrity check (${check.slice(0, 200)}): the ` +
          'database itself is damaged. Restore the latest good backup.',
      );
    return await sqliteCounts(copy);
  } finally {
    copy.close();
  }
}
