import type { DatabaseHealth } from '@fuelcard/contracts';

/** What a database error means for the request that met it and for the health check. */
export interface StorageProblem {
  status: 503 | 507;
  /** For the user, in Russian. */
  message: string;
  /** The database state it shows (busy is not a state: it passes). */
  state: DatabaseHealth['state'] | 'busy';
  /**
   * The health check's probe (a connection and a one-row write) sees when this is over: a lost or
   * refused connection, a read-only database. A full disk or a damaged file it may not see (its
   * small write can succeed meanwhile): those hold for a while (database-health.ts).
   */
  probeSeesEnd: boolean;
}

export const BUSY_MESSAGE = 'База данных занята, повторите попытку';
export const FULL_MESSAGE =
  'На сервере закончилось место на диске: изменение не сохранено. Сообщите администратору сервера';
export const READ_ONLY_MESSAGE =
  'База данных доступна только для чтения: изменение не сохранено. Сообщите администратору сервера';
export const UNAVAILABLE_MESSAGE =
  'База данных недоступна или повреждена: изменение не сохранено. Сообщите администратору сервера';

/**
 * The driver's error code: on the error itself, or on its cause — drizzle wraps the errors of
 * plain-SQL queries (`db.run(sql)`, the shared repositories) in a DrizzleError without a code.
 */
const code = (error: unknown): string => {
  const value = (error as { code?: unknown } | null)?.code;
  if (typeof value === 'string') return value;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' ? cause : '';
};

/** PostgreSQL's SQLSTATEs (and the network errors of its client) by what they mean here. */
const POSTGRES_BUSY = new Set(['40001', '40P01', '55P03', '53300']);
const POSTGRES_UNAVAILABLE_CLASSES = ['08', '57', '58', 'XX'];
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** True for the errors of a lost or refused connection to the database server. */
export function isConnectionError(error: unknown): boolean {
  const name = code(error);
  if (NETWORK_ERRORS.has(name) || name.startsWith('08') || name === '57P01' || name === '57P03')
    return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    message,
  );
}

/**
 * Classifies a database error that is not the request's fault (SQLite's result codes,
 * PostgreSQL's SQLSTATEs and lost connections), or undefined for anything else.
 */
export function storageProblem(error: unknown): StorageProblem | undefined {
  const name = code(error);
  const problem = (
    status: StorageProblem['status'],
    message: string,
    state: StorageProblem['state'],
    probeSeesEnd: boolean,
  ): StorageProblem => ({ status, message, state, probeSeesEnd });
  if (POSTGRES_BUSY.has(name)) return problem(503, BUSY_MESSAGE, 'busy', true);
  if (name === '53100') return problem(507, FULL_MESSAGE, 'full', false);
  if (name === '25006') return problem(503, READ_ONLY_MESSAGE, 'read-only', true);
  if (isConnectionError(error)) return problem(503, UNAVAILABLE_MESSAGE, 'unavailable', true);
  if (name.length === 5 && POSTGRES_UNAVAILABLE_CLASSES.some((prefix) => name.startsWith(prefix)))
    return problem(503, UNAVAILABLE_MESSAGE, 'unavailable', false);
  if (name.startsWith('SQLITE_BUSY') || name.startsWith('SQLITE_LOCKED'))
    return problem(503, BUSY_MESSAGE, 'busy', true);
  if (name === 'SQLITE_FULL') return problem(507, FULL_MESSAGE, 'full', false);
  if (name.startsWith('SQLITE_READONLY')) return problem(503, READ_ONLY_MESSAGE, 'read-only', true);
  if (
    name.startsWith('SQLITE_IOERR') ||
    name.startsWith('SQLITE_CORRUPT') ||
    name === 'SQLITE_NOTADB' ||
    name.startsWith('SQLITE_CANTOPEN')
  )
    return problem(503, UNAVAILABLE_MESSAGE, 'unavailable', false);
  return undefined;
}

/** True for "database is busy/locked": another connection holds the write lock. */
export function isDatabaseBusy(error: unknown): boolean {
  return storageProblem(error)?.state === 'busy';
}
