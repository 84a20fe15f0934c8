import type Database from 'better-sqlite3';

/** How much one SQL Explorer statement may grow the database file. */
export const GROWTH_ALLOWANCE_BYTES = 64 * 1024 * 1024;
/** The size a WAL file is cut back to when it is reset (a connection setting). */
export const WAL_SIZE_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * Before each statement: the child's connection may not grow the database by more than
 * GROWTH_ALLOWANCE_BYTES (`max_page_count` at the current page count plus that allowance), so a
 * runaway insert fails with SQLITE_FULL within a second instead of filling the disk and the WAL
 * until it is killed. The cap follows the database as the site itself writes.
 */
export function capGrowth(db: Database.Database): void {
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const pageCount = db.pragma('page_count', { simple: true }) as number;
  db.pragma(`max_page_count = ${pageCount + Math.ceil(GROWTH_ALLOWANCE_BYTES / pageSize)}`);
}

/**
 * Temporary storage (sorts, TEMP objects while a statement runs) stays in the child's memory,
 * never in the system's temporary directory, and the TEMP database may not grow past the same
 * allowance; TEMP objects are refused anyway (schema-guard.ts), so nothing is kept between
 * statements. SQLite's heap limit (256 MiB) bounds the rest.
 */
export function capTemporaryStorage(db: Database.Database): void {
  db.pragma('temp_store = MEMORY');
  const pageSize = db.pragma('temp.page_size', { simple: true }) as number;
  db.pragma(`temp.max_page_count = ${Math.ceil(GROWTH_ALLOWANCE_BYTES / pageSize)}`);
}
