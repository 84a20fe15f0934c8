/**
 * True for a foreign key violation: SQLite's SQLITE_CONSTRAINT_FOREIGNKEY (better-sqlite3) or
 * PostgreSQL's 23503 (node-postgres) — a row pointing at one deleted meanwhile; drizzle may wrap
 * it, with the driver's error as its cause.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause !== undefined && cause !== error && isForeignKeyViolation(cause);
}
