import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { packageRoot } from '../../repo-root';
import { DatabaseStartError } from '../sqlite/open-database';
import { isConnectionError } from '../storage-errors';
import type { PostgresDatabase } from './postgres-store';
import * as schema from './schema';

/** The committed drizzle-kit migrations of the PostgreSQL schema. */
export const postgresMigrationsFolder = join(packageRoot, 'drizzle-postgres');

/** Any number, the same for every instance: one instance migrates at a time. */
export const MIGRATION_LOCK = 7_420_512_001;
/** A server starting with the API (a cluster boot) gets this long to accept connections. */
const CONNECT_PATIENCE_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The write the start-up check and the health check make: one row, rewritten. */
export const WRITE_PROBE_SQL =
  'INSERT INTO health_probe (id, probed_at) VALUES (1, $1) ' +
  'ON CONFLICT (id) DO UPDATE SET probed_at = excluded.probed_at';

/** Where a URL points, without its password (for messages and logs). */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname} as ${decodeURIComponent(parsed.username)}`;
  } catch {
    return 'the configured server';
  }
}

/**
 * Connects a pool to DATABASE_URL (waiting up to 30 s for a server that is still starting),
 * applies the pending migrations under an advisory lock (instances starting together take turns)
 * and checks that the database takes a write. Refuses to start (DatabaseStartError) otherwise.
 */
export async function openPostgresDatabase(
  url: string,
  patienceMs = CONNECT_PATIENCE_MS,
): Promise<{ db: PostgresDatabase; pool: pg.Pool }> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'fuelcard-api',
    // 64-bit integers (ids, times in ms) as numbers, as SQLite gives them (all below 2^53).
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8
          ? (text: string) => Number(text)
          : pg.types.getTypeParser(oid, format ?? 'text'),
    },
  });
  // An idle client whose connection dies: the pool drops it; the next query makes a new one.
  pool.on('error', () => undefined);
  const started = Date.now();
  let client: pg.PoolClient | undefined;
  while (!client) {
    try {
      client = await pool.connect();
    } catch (error) {
      if (!isConnectionError(error) || Date.now() - started > patienceMs) {
        await pool.end();
        throw new DatabaseStartError(
          `PostgreSQL at ${describeUrl(url)} cannot be reached (${(error as Error).message}).`,
        );
      }
      await sleep(500);
    }
  }
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: postgresMigrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
    await client.query(WRITE_PROBE_SQL, [new Date().toISOString()]);
  } catch (error) {
    client.release(true);
    await pool.end();
    const code = String((error as { code?: unknown }).code ?? '');
    if (code === '25006')
      throw new DatabaseStartError(
        `PostgreSQL at ${describeUrl(url)} is read-only (a standby?): the API needs the primary.`,
      );
    throw error;
  }
  client.release();
  return { db: drizzle(pool, { schema }), pool };
}
