import type { DatabaseHealth } from '@fuelcard/contracts';

/** What a database error means for the request that met it and for the health check. */
export interface StorageProblem {
  status: 503 | 507;
  /** For the user, in Russian. */
  message: string;
  /** The database state it shows (busy is not a state: it passes). */
  state: DatabaseHealth['state'] | 'busy';
}

export const BUSY_MESSAGE = 'База данных занята, повторите попытку';
export const FULL_MESSAGE =
  'На сервере закончилось место на диске: изменение не сохранено. Сообщите администратору сервера';
export const READ_ONLY_MESSAGE =
  'База данных доступна только для чтения: изменение не сохранено. Сообщите администратору сервера';
export const UNAVAILABLE_MESSAGE =
  'База данных недоступна или повреждена: изменение не сохранено. Сообщите администратору сервера';

const code = (error: unknown): string => {
  const value = (error as { code?: unknown } | null)?.code;
  return typeof value === 'string' ? value : '';
};

/**
 * Classifies a database error that is not the request's fault (SQLite's result codes; PostgreSQL's
 * SQLSTATEs and connection errors are added by its driver), or undefined for anything else.
 */
export function storageProblem(error: unknown): StorageProblem | undefined {
  const name = code(error);
  if (name.startsWith('SQLITE_BUSY') || name.startsWith('SQLITE_LOCKED'))
    return { status: 503, message: BUSY_MESSAGE, state: 'busy' };
  if (name === 'SQLITE_FULL') return { status: 507, message: FULL_MESSAGE, state: 'full' };
  if (name.startsWith('SQLITE_READONLY'))
    return { status: 503, message: READ_ONLY_MESSAGE, state: 'read-only' };
  if (
    name.startsWith('SQLITE_IOERR') ||
    name.startsWith('SQLITE_CORRUPT') ||
    name === 'SQLITE_NOTADB' ||
    name.startsWith('SQLITE_CANTOPEN')
  )
    return { status: 503, message: UNAVAILABLE_MESSAGE, state: 'unavailable' };
  return undefined;
}

/** True for "database is busy/locked": another connection holds the write lock. */
export function isDatabaseBusy(error: unknown): boolean {
  return storageProblem(error)?.state === 'busy';
}
