import type Database from 'better-sqlite3';
import type { ProtectedState } from './schema-guard';

/* Rows and counts of the SQLite explorer's statements (run-statement.ts, dry-run-statement.ts). */

/** JSON-safe cell values: big integers beyond 2^53 as strings, blobs as 0x-prefixed hex. */
function cell(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  if (Buffer.isBuffer(value)) return `0x${value.toString('hex')}`;
  return value;
}

export function row(raw: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) out[key] = cell(value);
  return out;
}

/** SQLite's count of every row changed on this connection so far (triggers included). */
export function totalChanges(db: Database.Database): number {
  return Number(db.prepare('SELECT total_changes()').pluck().get());
}

/** Whether any object of the main schema was created, changed or dropped between two reads. */
export function structureChanged(before: ProtectedState, after: ProtectedState): boolean {
  if (before.schema.size !== after.schema.size) return true;
  for (const [key, object] of after.schema)
    if (before.schema.get(key)?.sql !== object.sql) return true;
  return false;
}
