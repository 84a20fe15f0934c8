import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseHealthMonitor, type DatabaseHealthMonitor } from '../../db/database-health';
import {
  openDatabase,
  writeProbe,
  type AppDatabase,
  type OpenDatabaseOptions,
} from '../../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle database (WAL, foreign keys on, migrated). */
    db: AppDatabase;
    /** The raw better-sqlite3 connection under `db`. */
    sqlite: Database.Database;
    /** Whether the database can be read and written (GET /api/health). */
    databaseHealth: DatabaseHealthMonitor;
  }
}

/** Opens, checks and migrates the SQLite file at start; closes it when the app closes. */
export const database = fp(
  async (app: FastifyInstance, options: { databasePath: string } & OpenDatabaseOptions) => {
    const { db, sqlite } = openDatabase(options.databasePath, options);
    app.decorate('db', db);
    app.decorate('sqlite', sqlite);
    app.decorate(
      'databaseHealth',
      databaseHealthMonitor({ engine: 'sqlite', probe: async () => writeProbe(sqlite) }),
    );
    app.addHook('onClose', async () => {
      sqlite.close();
    });
  },
  { name: 'database' },
);
