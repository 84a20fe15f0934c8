/**
 * True for a unique constraint violation (a primary key included, as PostgreSQL counts it):
 * SQLite's SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY (better-sqlite3) or PostgreSQL's 23505
 * (node-postgres); drizzle may wrap it, with the driver's error as its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  if (code === '23505') return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause !== undefined && cause !== error && isUniqueViolation(cause);
}
