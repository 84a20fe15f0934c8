import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { isConnectionError } from '../storage-errors';
import type * as schema from './schema';

export type PostgresDatabase = NodePgDatabase<typeof schema>;

/** What the PostgreSQL repositories share. */
export interface PostgresStore {
  db: PostgresDatabase;
  pool: Pool;
  now: () => Date;
  /** Runs a read, tried again when the connection was lost (reads can always be repeated). */
  read<T>(work: (db: PostgresDatabase) => Promise<T>): Promise<T>;
  /**
   * Runs a write, tried again only when no connection could be made (the write never reached the
   * server); a connection lost during the write is not retried (it may have committed).
   */
  write<T>(work: (db: PostgresDatabase) => Promise<T>): Promise<T>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Pauses between tries after a lost connection: a failover or a restart takes a moment. */
const RETRY_PAUSES_MS = [100, 300, 900];

/** The error, or its cause (drizzle wraps the driver's error), that tells what happened. */
function driverError(error: unknown): unknown {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause ?? error;
}

/** True when the server never got the request: the pool could not connect. */
export function neverReachedServer(error: unknown): boolean {
  const inner = driverError(error);
  const code = (inner as { code?: unknown } | null)?.code;
  const message = inner instanceof Error ? inner.message : '';
  return (
    code === 'ECONNREFUSED' ||
    code === '57P03' ||
    /timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(message)
  );
}

export function createPostgresStore(
  db: PostgresDatabase,
  pool: Pool,
  now: () => Date,
): PostgresStore {
  async function attempt<T>(
    work: (db: PostgresDatabase) => Promise<T>,
    retryable: (error: unknown) => boolean,
  ): Promise<T> {
    for (let i = 0; ; i += 1) {
      try {
        return await work(db);
      } catch (error) {
        const pause = RETRY_PAUSES_MS[i];
        if (pause === undefined || !retryable(error)) throw driverError(error);
        await sleep(pause);
      }
    }
  }
  return {
    db,
    pool,
    now,
    read: (work) => attempt(work, (error) => isConnectionError(driverError(error))),
    write: (work) => attempt(work, neverReachedServer),
  };
}
