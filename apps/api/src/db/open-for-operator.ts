import { existsSync } from 'node:fs';
import type { ApiConfig } from '../env';
import type { Repositories } from './port';
import { openPostgresDatabase } from './postgres/open-database';
import { postgresSqlPort } from './postgres/postgres-storage';
import { createPostgresStore } from './postgres/postgres-store';
import { administratorsRepository as postgresAdministrators } from './postgres/repositories/administrators';
import { sharedRepositories } from './shared/shared-repositories';
import { DatabaseStartError, openDatabase } from './sqlite/open-database';
import { administratorsRepository as sqliteAdministrators } from './sqlite/repositories/administrators';
import { sqliteSqlPort } from './sqlite/sqlite-storage';

export type OperatorRepositories = Pick<
  Repositories,
  'administrators' | 'sessions' | 'totp' | 'recoveryCodes' | 'passkeys' | 'adminAudit'
>;

/**
 * The repositories an operator's command needs, on the database the API uses (DATABASE_URL or
 * DATABASE_PATH), without the server's start-up work (no SQL Explorer role, no notifications).
 * An SQLite file that does not exist is an error, never created.
 */
export async function openOperatorRepositories(
  config: ApiConfig,
): Promise<{ repos: OperatorRepositories; close(): Promise<void> }> {
  const now = () => new Date();
  if (config.databaseUrl) {
    const { db, pool } = await openPostgresDatabase(config.databaseUrl, 5000);
    const store = createPostgresStore(db, pool, now);
    return {
      repos: {
        administrators: postgresAdministrators(store),
        ...sharedRepositories(postgresSqlPort(store), now),
      },
      close: () => pool.end(),
    };
  }
  if (!existsSync(config.databasePath))
    throw new DatabaseStartError(`There is no database at ${config.databasePath}.`);
  const { db, sqlite } = openDatabase(config.databasePath, { expected: true });
  const store = { db, sqlite, now, run: async <T>(work: () => T) => work() };
  return {
    repos: {
      administrators: sqliteAdministrators(store),
      ...sharedRepositories(sqliteSqlPort(store), now),
    },
    close: async () => {
      sqlite.close();
    },
  };
}
