import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type AppDatabase } from '../../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle database (WAL, foreign keys on, migrated). */
    db: AppDatabase;
    /** The raw better-sqlite3 connection under `db`. */
    sqlite: Database.Database;
  }
}

/** Opens and migrates the SQLite file at start; closes it when the app closes. */
export const database = fp(
  async (app: FastifyInstance, options: { databasePath: string }) => {
    const { db, sqlite } = openDatabase(options.databasePath);
    app.decorate('db', db);
    app.decorate('sqlite', sqlite);
    app.addHook('onClose', async () => {
      sqlite.close();
    });
  },
  { name: 'database' },
);
