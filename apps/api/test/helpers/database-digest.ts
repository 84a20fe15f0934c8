import { createHash } from 'node:crypto';
import type { TestDatabase } from './test-database';

/**
 * Every table of a database as row counts and a hash; on PostgreSQL also the sequences' values
 * (apart: pg_dump reads them outside its snapshot, so a dump may hold a later value — ids then
 * continue after a gap, never collide).
 */
export type DatabaseDigest = Record<string, { rows: number; sha256: string }> & {
  [SEQUENCES]?: Record<string, number>;
};

export const SEQUENCES = Symbol('sequences');

/**
 * Rewritten by every start of the API and by the restore's own migration step (one row, the
 * time of the last write check): not data.
 */
const NOT_DATA = new Set(['health_probe', 'public.health_probe']);

const canonical = (row: Record<string, unknown>) =>
  JSON.stringify(row, (_key, value: unknown) =>
    value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer'
      ? `bytes:${Buffer.from((value as { data: number[] }).data).toString('hex')}`
      : value,
  );

/**
 * A digest of everything a database holds, to compare two databases of one engine: each table's
 * rows in a canonical order (sorted by their text), blobs included.
 */
export async function databaseDigest(
  db: TestDatabase,
  engine: 'sqlite' | 'postgresql',
): Promise<DatabaseDigest> {
  const tables =
    engine === 'sqlite'
      ? (
          await db.query<{ name: string }>(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
          )
        ).map((row) => ({ name: row.name, from: `"${row.name}"` }))
      : (
          await db.query<{ schema: string; name: string }>(
            "SELECT schemaname AS schema, tablename AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2",
          )
        ).map((row) => ({
          name: `${row.schema}.${row.name}`,
          from: `"${row.schema}"."${row.name}"`,
        }));
  const digest: DatabaseDigest = {};
  for (const table of tables) {
    if (NOT_DATA.has(table.name)) continue;
    const rows = (await db.query(`SELECT * FROM ${table.from}`)).map(canonical).sort();
    digest[table.name] = {
      rows: rows.length,
      sha256: createHash('sha256').update(rows.join('\n')).digest('hex'),
    };
  }
  if (engine === 'postgresql') {
    const sequences = await db.query<{ name: string; value: number | null }>(
      "SELECT schemaname || '.' || sequencename AS name, last_value AS value FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    digest[SEQUENCES] = Object.fromEntries(
      sequences.map((row) => [row.name, Number(row.value ?? 0)]),
    );
  }
  return digest;
}

/** The tables whose content differs between two digests, with their row counts. */
export function digestDifferences(a: DatabaseDigest, b: DatabaseDigest): string[] {
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return names
    .filter((name) => a[name]?.sha256 !== b[name]?.sha256)
    .map((name) => `${name} (${a[name]?.rows ?? 'absent'} rows vs ${b[name]?.rows ?? 'absent'})`);
}
