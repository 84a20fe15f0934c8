import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHealthMonitor } from '../../db/database-health';
import type { Repositories } from '../../db/port';
import { openPostgresStorage } from '../../db/postgres/postgres-storage';
import type { OpenDatabaseOptions } from '../../db/sqlite/open-database';
import { openSqliteStorage } from '../../db/sqlite/sqlite-storage';
import type { Storage } from '../../db/storage';
import { instrumentRepositories } from '../../observability/instrument-repositories';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database, whichever engine runs (SQLite at DATABASE_PATH, or PostgreSQL at DATABASE_URL). */
    storage: Storage;
    /** Data access by domain; routes never build queries themselves. */
    repos: Repositories;
    /** Whether the database can be read and written (GET /api/health). */
    databaseHealth: DatabaseHealthMonitor;
  }
}

export interface DatabaseOptions {
  databasePath: string;
  /** postgres://… switches to PostgreSQL. */
  databaseUrl: string | undefined;
  /** The SQL Explorer's own login on PostgreSQL, when the operator prepared one. */
  explorerDatabaseUrl: string | undefined;
  /** Signs the SQL Explorer role's generated password on PostgreSQL. */
  secret: string;
  /** How long to wait for a PostgreSQL server that is still starting. */
  startPatienceMs: number | undefined;
  /** A write waits (asynchronously) for an SQL Explorer statement's lock at most this long. */
  busyWaitMs: number;
  sqlite: Omit<OpenDatabaseOptions, never>;
}

/**
 * Opens the storage at start (checks, migrations, and on PostgreSQL the SQL Explorer's role) and
 * closes it when the app closes, after everything that uses it.
 */
export const database = fp(
  async (app: FastifyInstance, options: DatabaseOptions) => {
    const storage: Storage = options.databaseUrl
      ? await openPostgresStorage({
          url: options.databaseUrl,
          explorerUrl: options.explorerDatabaseUrl,
          secret: options.secret,
          startPatienceMs: options.startPatienceMs,
          now: app.clock,
          log: app.log,
        })
      : openSqliteStorage({
          path: options.databasePath,
          now: app.clock,
          busyWaitMs: options.busyWaitMs,
          ...options.sqlite,
        });
    app.decorate<Storage>('storage', storage);
    app.decorate('repos', instrumentRepositories(storage.repos, app.metrics.databaseOperations));
    if (storage.engine === 'postgresql') app.metrics.watchPool(storage.pool);
    app.decorate('databaseHealth', storage.health);
    app.addHook('onClose', async () => {
      await storage.close();
    });
  },
  { name: 'database', dependencies: ['clock', 'metrics'] },
);
