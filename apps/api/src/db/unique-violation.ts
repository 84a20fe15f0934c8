/** True for SQLite's UNIQUE constraint error (better-sqlite3 SqliteError). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}
