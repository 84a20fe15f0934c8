import { createHash, randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import type Database from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';
import type { Storage } from '../../src/db/storage';
import { APP_ROLE, TEMPLATE_DATABASE } from './postgres-global-setup';

/** The engine this run of the suite tests (vitest.config.ts sets it per project). */
export const ENGINE: 'sqlite' | 'postgresql' =
  process.env.TEST_DATABASE_ENGINE === 'postgresql' ? 'postgresql' : 'sqlite';

/** Raw SQL on a test app's database, whichever engine, with results alike on both. */
export interface TestDatabase {
  /** Rows of a query; `?` placeholders on both engines. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The first column of the first row. */
  scalar(sql: string, params?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

/** PostgreSQL rows like SQLite's: counts as numbers, booleans as 1/0. */
const LIKE_SQLITE = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8) return (text: string) => Number(text);
    if (oid === pg.types.builtins.BOOL) return (text: string) => (text === 't' ? 1 : 0);
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

function superuserUrl(database: string): string {
  return inject('postgresSuperuserUrl').replace(/\/postgres$/, `/${database}`);
}

let adminPool: pg.Pool | undefined;

/**
 * The cluster's superuser on its `postgres` database, for creating and dropping the test
 * databases: one connection kept per worker (a new one for each of the suite's several hundred
 * databases, twice, cost more than the CREATE DATABASE itself), let go when idle.
 */
function admin(): pg.Pool {
  if (!adminPool) {
    adminPool = new pg.Pool({
      connectionString: superuserUrl('postgres'),
      max: 1,
      idleTimeoutMillis: 5_000,
      allowExitOnIdle: true,
    });
    // A connection lost (a test that restarts a server): the pool makes a new one.
    adminPool.on('error', () => undefined);
  }
  return adminPool;
}

/**
 * A fresh PostgreSQL database for one test app (a copy of the migrated template, owned by the
 * API's role); with `key` (a data directory) the same database again, for restart tests.
 */
export async function createPostgresDatabase(key?: string): Promise<{ url: string; name: string }> {
  const name = key
    ? `t_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`
    : `t_${randomBytes(8).toString('hex')}`;
  const exists = await admin().query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0)
    await admin().query(
      `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE} OWNER ${APP_ROLE.name} STRATEGY FILE_COPY`,
    );
  const port = inject('postgresPort');
  return {
    url: `postgres://${APP_ROLE.name}:${APP_ROLE.password}@127.0.0.1:${port}/${name}`,
    name,
  };
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  await admin().query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Raw access to a test app's database: another connection (the superuser's on PostgreSQL). */
export async function openTestDatabase(
  storage: Storage,
  postgresName?: string,
): Promise<TestDatabase> {
  return storage.engine === 'sqlite'
    ? openSqliteTestDatabase(storage.path)
    : openPostgresTestDatabase(postgresName!);
}

/** Raw access to an SQLite file: a connection of its own, like a script's. */
export function openSqliteTestDatabase(path: string): TestDatabase {
  // A connection of its own, like a script's: the app's counters do not see its writes.
  const sqlite: Database.Database = new SqliteDatabase(path);
  sqlite.pragma('busy_timeout = 5000');
  return {
    query: async (sql, params = []) => {
      const statement = sqlite.prepare(sql);
      if (statement.reader) return statement.all(...params) as never;
      statement.run(...params);
      return [];
    },
    scalar: async (sql, params = []) => {
      const statement = sqlite.prepare(sql);
      return statement.reader ? statement.pluck().get(...params) : statement.run(...params).changes;
    },
    close: async () => {
      sqlite.close();
    },
  };
}

/** Raw access to a database of the test cluster, as its superuser. */
export async function openPostgresTestDatabase(name: string): Promise<TestDatabase> {
  const client = new pg.Client({
    connectionString: superuserUrl(name),
    types: LIKE_SQLITE,
  });
  await client.connect();
  return {
    query: async (sql, params = []) => (await client.query(numbered(sql), params)).rows,
    scalar: async (sql, params = []) => {
      const result = await client.query({ text: numbered(sql), values: params, rowMode: 'array' });
      return result.rows[0]?.[0] ?? (result.fields.length === 0 ? result.rowCount : undefined);
    },
    close: () => client.end(),
  };
}

/**
 * A new, empty PostgreSQL database owned by the API's role (not a copy of the migrated
 * template): what an operator creates for a new installation. Dropped with dropPostgresDatabase.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; name: string }> {
  const name = `e_${randomBytes(8).toString('hex')}`;
  await admin().query(`CREATE DATABASE ${name} OWNER ${APP_ROLE.name}`);
  const port = inject('postgresPort');
  return {
    url: `postgres://${APP_ROLE.name}:${APP_ROLE.password}@127.0.0.1:${port}/${name}`,
    name,
  };
}
