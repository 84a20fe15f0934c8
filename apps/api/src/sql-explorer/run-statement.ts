import type Database from 'better-sqlite3';
import { GROWTH_ALLOWANCE_BYTES } from './growth-cap';
import { dryRunWriter, READ_ONLY_DRY_RUN } from './dry-run-statement';
import { row, structureChanged, totalChanges } from './sqlite-rows';
import {
  CHANGES_DATA_MESSAGE,
  COUNT_BUDGET_MS,
  MAX_RESULT_BYTES,
  MAX_ROWS,
  type RunMode,
  type SqlOutcome,
  type StatementChanges,
} from './protocol';
import {
  protectedChange,
  readProtectedState,
  NEWS_REVISION_MARKER,
  NEWS_REVISION_MESSAGE,
  READ_ONLY_MARKER,
  READ_ONLY_TABLES_MESSAGE,
} from './schema-guard';
import { ATTACHED_MESSAGE, TRANSACTIONS_MESSAGE } from './statement-guard';

/** A statement's error as the explorer answers it (a Russian message where there is one). */
export function failure(error: unknown): SqlOutcome {
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

/**
 * Counts what is left of a cut result without keeping it, for COUNT_BUDGET_MS at most: the total,
 * or (the budget spent) how many rows there were at least.
 */
function countRest(
  iterator: IterableIterator<unknown>,
  counted: number,
): { totalRows: number } | { moreRowsThan: number } {
  const stopAt = performance.now() + COUNT_BUDGET_MS;
  let total = counted;
  for (;;) {
    const next = iterator.next();
    if (next.done) return { totalRows: total };
    total += 1;
    if (total % 1000 === 0 && performance.now() > stopAt) {
      iterator.return?.();
      return { moreRowsThan: total };
    }
  }
}

/**
 * Rows of a reader (streamed, kept up to MAX_ROWS rows or about MAX_RESULT_BYTES of JSON; a cut
 * result says how many rows there were), or the count of a writer.
 */
function execute(statement: Database.Statement): SqlOutcome {
  statement.safeIntegers(true);
  if (!statement.reader) return { kind: 'affected', affectedRows: Number(statement.run().changes) };
  const rows: Record<string, unknown>[] = [];
  let bytes = 0;
  const iterator = statement.iterate();
  for (const raw of iterator) {
    const next = row(raw);
    bytes += JSON.stringify(next).length;
    if (rows.length >= MAX_ROWS || bytes > MAX_RESULT_BYTES)
      return { kind: 'rows', rows, truncated: true, ...countRest(iterator, rows.length + 1) };
    rows.push(next);
  }
  return { kind: 'rows', rows, truncated: false };
}

/** What a writer changed, when it changed anything (else undefined). */
function changesOf(
  outcome: SqlOutcome,
  changedRows: boolean,
  structure: boolean,
): StatementChanges | undefined {
  if (!changedRows && !structure) return undefined;
  const rows =
    outcome.kind === 'affected'
      ? outcome.affectedRows
      : outcome.kind === 'rows'
        ? (outcome.totalRows ?? outcome.rows.length)
        : 0;
  return { rows, structure };
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
 *    began; a change to it rolls the statement back and refuses it. An outcome that changed rows
 *    or structure says so (`changed`), for the activity log.
 *  - `read-only` mode refuses a writing statement before it runs (`changes-data`); `dry-run`
 *    mode runs it in a transaction that is always rolled back (dry-run-statement.ts), through the
 *    same guards, and answers a read-only statement without running it.
 */
export function runStatement(
  db: Database.Database,
  sql: string,
  mode: RunMode = 'execute',
  /** A dry run's deadline (performance.now() of this process): it may run a preview before it. */
  deadline = Number.POSITIVE_INFINITY,
): SqlOutcome {
  let statement: Database.Statement;
  try {
    statement = db.prepare(sql);
  } catch (error) {
    return failure(error);
  }

  if (statement.readonly && mode === 'dry-run') return READ_ONLY_DRY_RUN;
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

  if (mode === 'read-only') return { kind: 'changes-data', error: CHANGES_DATA_MESSAGE };
  try {
    db.exec('BEGIN IMMEDIATE');
  } catch (error) {
    return failure(error);
  }
  if (mode === 'dry-run') {
    try {
      return dryRunWriter(db, sql, statement, deadline);
    } catch (error) {
      return failure(error);
    } finally {
      rollback(db);
    }
  }
  try {
    const before = readProtectedState(db);
    const changesBefore = totalChanges(db);
    const outcome = execute(statement);
    const after = readProtectedState(db);
    const refusal = protectedChange(db, before, after);
    if (refusal !== undefined) {
      rollback(db);
      return { kind: 'refused', error: refusal };
    }
    const changed = changesOf(
      outcome,
      totalChanges(db) !== changesBefore,
      structureChanged(before, after),
    );
    db.exec('COMMIT');
    return changed && (outcome.kind === 'affected' || outcome.kind === 'rows')
      ? { ...outcome, changed }
      : outcome;
  } catch (error) {
    rollback(db);
    return failure(error);
  }
}
