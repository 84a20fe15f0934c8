import type Database from 'better-sqlite3';
import { GROWTH_ALLOWANCE_BYTES } from './growth-cap';
import { MAX_RESULT_BYTES, MAX_ROWS, type SqlOutcome } from './protocol';
import { mentionsProtectedTable } from './statement-guard';

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

function message(error: unknown): string {
  if (error instanceof RangeError && /more than one statement/i.test(error.message)) {
    return 'Разрешён только один SQL-оператор за раз';
  }
  if ((error as { code?: unknown }).code === 'SQLITE_FULL') {
    const mib = GROWTH_ALLOWANCE_BYTES / (1024 * 1024);
    return `Запрос остановлен и отменён: он увеличил бы базу данных больше чем на ${mib} МБ`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs exactly one statement (prepare, never exec). Readers stream through `.iterate()` and stop
 * at MAX_ROWS rows or about MAX_RESULT_BYTES of JSON. A statement left inside a transaction is
 * rolled back, so the explorer can never keep a lock.
 */
export function runStatement(db: Database.Database, sql: string): SqlOutcome {
  let outcome: SqlOutcome;
  try {
    const statement = db.prepare(sql);
    if (!statement.readonly && mentionsProtectedTable(sql)) {
      return {
        kind: 'refused',
        error: 'Журнал аудита SQL и журнал миграций доступны только для чтения',
      };
    }
    statement.safeIntegers(true);
    if (statement.reader) {
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
      outcome = { kind: 'rows', rows, truncated };
    } else {
      outcome = { kind: 'affected', affectedRows: Number(statement.run().changes) };
    }
  } catch (error) {
    outcome = { kind: 'error', error: message(error) };
  }
  if (db.inTransaction) {
    db.exec('ROLLBACK');
    return {
      kind: 'refused',
      error: 'Транзакции не поддерживаются: каждый запрос выполняется и сохраняется отдельно',
    };
  }
  return outcome;
}
