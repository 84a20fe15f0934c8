import type { FastifyBaseLogger } from 'fastify';
import { PostgresExecutor } from '../../sql-explorer/postgres-executor';
import { databaseHealthMonitor } from '../database-health';
import type { NewsRepository, Repositories } from '../port';
import type { SQL } from 'drizzle-orm';
import type { SqlPort } from '../sql-port';
import { sharedRepositories } from '../shared/shared-repositories';
import type { PostgresStorage } from '../storage';
import { prepareExplorerLogin } from './explorer-role';
import { NewsChanges } from './news-changes';
import { openPostgresDatabase, WRITE_PROBE_SQL } from './open-database';
import { createPostgresStore, type PostgresStore } from './postgres-store';
import { administratorsRepository } from './repositories/administrators';
import { cookieConsentsRepository } from './repositories/cookie-consents';
import { loginAttemptsRepository } from './repositories/login-attempts';
import { newsRepository } from './repositories/news';
import { rateLimitsRepository } from './repositories/rate-limits';
import { seedStateRepository } from './repositories/seed-state';
import { sqlAuditRepository } from './repositories/sql-audit';

export interface PostgresStorageOptions {
  url: string;
  explorerUrl: string | undefined;
  secret: string;
  startPatienceMs?: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** News writes of this instance move the change token at once (the notification follows). */
function announcingWrites(news: NewsRepository, changes: NewsChanges): NewsRepository {
  const announce = <T>(result: Promise<T>) => result.finally(() => changes.changed());
  return {
    ...news,
    create: (build, change, id) => announce(news.create(build, change, id)),
    update: (id, record, change) => announce(news.update(id, record, change)),
    delete: (id, change) => announce(news.delete(id, change)),
  };
}

/** Plain SQL on the PostgreSQL store (the shared repositories' port). */
export function postgresSqlPort(store: PostgresStore): SqlPort {
  return {
    select: <T>(query: SQL) => store.read(async (db) => (await db.execute(query)).rows as T[]),
    returning: <T>(query: SQL) => store.write(async (db) => (await db.execute(query)).rows as T[]),
    run: (query: SQL) => store.write(async (db) => (await db.execute(query)).rowCount ?? 0),
  };
}

/** PostgreSQL at DATABASE_URL: a pool, the migrations, the explorer's role, the news notifications. */
export async function openPostgresStorage(
  options: PostgresStorageOptions,
): Promise<PostgresStorage> {
  const { db, pool } = await openPostgresDatabase(options.url, options.startPatienceMs);
  const changes = new NewsChanges(options.url, (message) => options.log.warn(message));
  try {
    await changes.start();
  } catch (error) {
    await pool.end();
    throw error;
  }
  const explorer = await prepareExplorerLogin(pool, options);
  if (!explorer.url) options.log.error(`SQL Explorer is off: ${explorer.problem}`);
  const store = createPostgresStore(db, pool, options.now);
  const sqlPort: SqlPort = {
    select: <T>(query: SQL) => store.read(async (db) => (await db.execute(query)).rows as T[]),
    returning: <T>(query: SQL) => store.write(async (db) => (await db.execute(query)).rows as T[]),
    run: (query: SQL) => store.write(async (db) => (await db.execute(query)).rowCount ?? 0),
  };
  const repos: Repositories = {
    administrators: administratorsRepository(store),
    news: announcingWrites(newsRepository(store), changes),
    cookieConsents: cookieConsentsRepository(store),
    sqlAudit: sqlAuditRepository(store),
    loginAttempts: loginAttemptsRepository(store),
    seedState: seedStateRepository(store),
    rateLimits: rateLimitsRepository(store),
    ...sharedRepositories(sqlPort, options.now),
  };
  return {
    engine: 'postgresql',
    pool,
    repos,
    health: databaseHealthMonitor({
      engine: 'postgresql',
      probe: async () => {
        await pool.query(WRITE_PROBE_SQL, [new Date().toISOString()]);
      },
    }),
    newsChangeToken: () => changes.token(),
    sqlExecutor: ({ onIncident }) =>
      new PostgresExecutor({ explorerUrl: explorer.url, appPool: pool, onIncident }),
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}
