import { SqliteExecutor } from '../../sql-explorer/sqlite-executor';
import { databaseHealthMonitor } from '../database-health';
import type { Repositories } from '../port';
import type { SqliteStorage } from '../storage';
import type { SqlPort } from '../sql-port';
import { sharedRepositories } from '../shared/shared-repositories';
import type { SQL } from 'drizzle-orm';
import { whenNotBusy } from './busy-wait';
import { openDatabase, writeProbe, type OpenDatabaseOptions } from './open-database';
import { administratorsRepository } from './repositories/administrators';
import { cookieConsentsRepository } from './repositories/cookie-consents';
import { loginAttemptsRepository } from './repositories/login-attempts';
import { newsRepository } from './repositories/news';
import { rateLimitsRepository } from './repositories/rate-limits';
import { seedStateRepository } from './repositories/seed-state';
import { sqlAuditRepository } from './repositories/sql-audit';
import type { SqliteStore } from './repositories/sqlite-store';
import { truncateWal } from './truncate-wal';

export interface SqliteStorageOptions extends OpenDatabaseOptions {
  path: string;
  now: () => Date;
  /** How long a write waits (asynchronously) for another connection's write lock. */
  busyWaitMs: number;
}

/** Plain SQL on the SQLite store (the shared repositories' port). */
export function sqliteSqlPort(store: SqliteStore): SqlPort {
  const { db } = store;
  return {
    select: <T>(query: SQL) => store.run(() => db.all<T>(query)),
    returning: <T>(query: SQL) => store.run(() => db.all<T>(query)),
    run: (query: SQL) => store.run(() => db.run(query).changes),
  };
}

/** The embedded engine: one SQLite file (WAL), checked and migrated at start. */
export function openSqliteStorage(options: SqliteStorageOptions): SqliteStorage {
  const { db, sqlite } = openDatabase(options.path, options);
  const store: SqliteStore = {
    db,
    sqlite,
    now: options.now,
    run: (work) => whenNotBusy(work, options.busyWaitMs),
  };
  const sqlPort = sqliteSqlPort(store);
  const repos: Repositories = {
    administrators: administratorsRepository(store),
    news: newsRepository(store),
    cookieConsents: cookieConsentsRepository(store),
    sqlAudit: sqlAuditRepository(store),
    loginAttempts: loginAttemptsRepository(store),
    seedState: seedStateRepository(store),
    rateLimits: rateLimitsRepository(store),
    ...sharedRepositories(sqlPort, options.now),
  };
  // Any write on this connection moves total_changes(); one by another connection (the SQL
  // Explorer child, a script) moves data_version. Both are SQLite's own counters. data_version
  // reads the WAL index (~2 µs, 20 times total_changes()), so it is read once per turn of the
  // event loop, and again after each SQL Explorer statement: a request sent after seeing the
  // answer of a statement sees its writes; a script's or another instance's commit shows from
  // the next turn (the token is read before the list, so it can only lag, never stick).
  const localChanges = sqlite.prepare('SELECT total_changes()').pluck();
  const externalChanges = sqlite.prepare('PRAGMA data_version').pluck();
  let externalThisTurn: number | undefined;
  const externalVersion = (): number => {
    if (externalThisTurn === undefined) {
      externalThisTurn = externalChanges.get() as number;
      setImmediate(() => {
        externalThisTurn = undefined;
      });
    }
    return externalThisTurn;
  };
  return {
    engine: 'sqlite',
    sqlite,
    path: options.path,
    repos,
    health: databaseHealthMonitor({ engine: 'sqlite', probe: async () => writeProbe(sqlite) }),
    newsChangeToken: () => `${localChanges.get() as number}:${externalVersion()}`,
    sqlExecutor: ({ timeoutMs, onIncident, childEntry }) =>
      new SqliteExecutor({
        databasePath: options.path,
        timeoutMs,
        onIncident,
        childEntry,
        truncateWal: () => truncateWal(sqlite),
        afterStatement: () => {
          externalThisTurn = undefined;
        },
      }),
    close: async () => {
      sqlite.close();
    },
  };
}
