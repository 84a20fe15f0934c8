import type Database from 'better-sqlite3';
import { GROWTH_ALLOWANCE_BYTES } from './growth-cap';
import { MAX_RESULT_BYTES, MAX_ROWS, type SqlOutcome } from './protocol';
import {
  protectedChange,
  readProtectedState,
  NEWS_REVISION_MARKER,
  NEWS_REVISION_MESSAGE,
  READ_ONLY_MARKER,
  READ_ONLY_TABLES_MESSAGE,
} from './schema-guard';
import { ATTACHED_MESSAGE, TRANSACTIONS_MESSAGE } from './statement-guard';

/** JSON-safe cell values: big integers beyond 2^53 as strings, blobs as 0x-prefixed hex. */
function cell(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  if (Buffer.isBuffer(value)) return `0x${value.toString('hex')}`;
  return value;
}

function row(raw: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) out[key] = cell(value);
  return out;
}

function failure(error: unknown): SqlOutcome {
  if (error instanceof RangeError && /more than one statement/i.test(error.message)) {
    return { kind: 'error', error: 'Разрешён только один SQL-оператор за раз' };
  }
  const code = (error as { code?: unknown }).code;
  if (code === 'SQLITE_FULL') {
    const mib = GROWTH_ALLOWANCE_BYTES / (1024 * 1024);
    return {
      kind: 'error',
      error: `Запрос остановлен и отменён: он увеличил бы базу данных больше чем на ${mib} МБ`,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes(READ_ONLY_MARKER))
    return { kind: 'refused', error: READ_ONLY_TABLES_MESSAGE };
  if (message.includes(NEWS_REVISION_MARKER))
    return { kind: 'refused', error: NEWS_REVISION_MESSAGE };
  return { kind: 'error', error: message };
}

/** Rows of a reader (streamed, stopped at MAX_ROWS rows or about MAX_RESULT_BYTES of JSON), or the count of a writer. */
function execute(statement: Database.Statement): SqlOutcome {
  statement.safeIntegers(true);
  if (!statement.reader) return { kind: 'affected', affectedRows: Number(statement.run().changes) };
  const rows: Record<string, unknown>[] = [];
  let bytes = 0;
  let truncated = false;
  for (const raw of statement.iterate()) {
    const next = row(raw);
    bytes += JSON.stringify(next).length;
    if (rows.length >= MAX_ROWS || bytes > MAX_RESULT_BYTES) {
      truncated = true;
      break;
    }
    rows.push(next);
  }
  return { kind: 'rows', rows, truncated };
}

function rollback(db: Database.Database): void {
  if (db.inTransaction) db.exec('ROLLBACK');
}

/** Anything attached besides the site database (and TEMP) is detached at once. */
function detachStrangers(db: Database.Database): boolean {
  const strangers = (db.pragma('database_list') as Array<{ name: string }>)
    .map((entry) => entry.name)
    .filter((name) => name !== 'main' && name !== 'temp');
  for (const name of strangers) db.prepare('DETACH DATABASE ?').run(name);
  return strangers.length > 0;
}

/**
 * Runs exactly one statement (prepare, never exec).
 *  - A statement that cannot change the database (SQLite's own `readonly` flag) runs as it is;
 *    one that leaves a transaction open (BEGIN, SAVEPOINT) is rolled back and refused.
 *  - A writing statement runs in a transaction of its own (BEGIN IMMEDIATE): before it commits,
 *    the protected state (schema-guard.ts) is compared with what it was when the transaction
 *    began; a change to it rolls the statement back and refuses it.
 */
export function runStatement(db: Database.Database, sql: string): SqlOutcome {
  let statement: Database.Statement;
  try {
    statement = db.prepare(sql);
  } catch (error) {
    return failure(error);
  }

  if (statement.readonly) {
    let outcome: SqlOutcome;
    try {
      outcome = execute(statement);
    } catch (error) {
      outcome = failure(error);
    }
    if (db.inTransaction) {
      rollback(db);
      return { kind: 'refused', error: TRANSACTIONS_MESSAGE };
    }
    if (detachStrangers(db)) return { kind: 'refused', error: ATTACHED_MESSAGE };
    return outcome;
  }

  try {
    db.exec('BEGIN IMMEDIATE');
  } catch (error) {
    return failure(error);
  }
  try {
    const before = readProtectedState(db);
    const outcome = execute(statement);
    const refusal = protectedChange(db, before, readProtectedState(db));
    if (refusal !== undefined) {
      rollback(db);
      return { kind: 'refused', error: refusal };
    }
    db.exec('COMMIT');
    return outcome;
  } catch (error) {
    rollback(db);
    return failure(error);
  }
}
