import type Database from 'better-sqlite3';
import { MAX_PREVIEW_BYTES, MAX_PREVIEW_ROWS, type SqlOutcome } from './protocol';
import { protectedChange, readProtectedState } from './schema-guard';
import { row, structureChanged, totalChanges } from './sqlite-rows';
import { lexSql } from './statement-guard';

/** The dry run's answer to a statement the engine finds read-only (nothing is run). */
export const READ_ONLY_DRY_RUN: SqlOutcome = {
  kind: 'dry-run',
  readOnly: true,
  affectedRows: 0,
  changesStructure: false,
  preview: null,
  previewTruncated: false,
};

const SAVEPOINT = 'fuelcard_explorer_dry_run';
/** Time kept aside, besides the first run's own, before the preview runs the statement again. */
const PREVIEW_MARGIN_MS = 100;

/** The statement asked to return the rows it changes, or undefined when SQLite cannot (DDL…). */
function withReturning(db: Database.Database, sql: string): Database.Statement | undefined {
  try {
    // Added after the statement's last token (not after a trailing comment or `;`).
    const statement = db.prepare(`${sql.slice(0, lexSql(sql).end)}\nRETURNING *`);
    return statement.reader && !statement.readonly ? statement : undefined;
  } catch {
    return undefined;
  }
}

interface Preview {
  rows: Record<string, unknown>[];
  truncated: boolean;
}

/**
 * Reads the first rows a changing statement returns; SQLite makes every change at the first
 * step of a statement with RETURNING, so stopping early changes nothing about what it did.
 */
function firstRows(statement: Database.Statement): Preview {
  statement.safeIntegers(true);
  const rows: Record<string, unknown>[] = [];
  let bytes = 0;
  for (const raw of statement.iterate()) {
    const next = row(raw);
    bytes += JSON.stringify(next).length;
    if (rows.length >= MAX_PREVIEW_ROWS || bytes > MAX_PREVIEW_BYTES)
      return { rows, truncated: true };
    rows.push(next);
  }
  return { rows, truncated: false };
}

/** The rows changed by the last statement, or 0 when it changed none (a DDL statement). */
function changedRows(db: Database.Database, before: number): number {
  if (totalChanges(db) === before) return 0;
  return Number(db.prepare('SELECT changes()').pluck().get());
}

/**
 * A writing statement's dry run, inside the caller's transaction (BEGIN IMMEDIATE), which the
 * caller always rolls back. The statement first runs exactly as an execution would — the same
 * connection limits (growth cap, heap, the caller's timeout), and the protected state compared
 * before and after (a refusal is answered as an execution's) — which gives its row count and
 * whether it changed the structure. Then, where SQLite can tell and the time left allows a second
 * run as long as the first, the statement is rolled back to a savepoint and run again with
 * `RETURNING *` for the first rows it changes (a statement with its own RETURNING gives them at
 * once). Running the clause first would not do: SQLite then materialises an INSERT's whole
 * SELECT before writing a row, so a runaway insert would meet the timeout, not the growth cap.
 */
export function dryRunWriter(
  db: Database.Database,
  sql: string,
  statement: Database.Statement,
  deadline: number,
): SqlOutcome {
  const before = readProtectedState(db);
  const changesBefore = totalChanges(db);
  const started = performance.now();
  db.exec(`SAVEPOINT ${SAVEPOINT}`);
  let preview: Preview | null = null;
  if (statement.reader) preview = firstRows(statement);
  else statement.run();
  const firstRunMs = performance.now() - started;
  const affectedRows = changedRows(db, changesBefore);
  const after = readProtectedState(db);
  const refusal = protectedChange(db, before, after);
  if (refusal !== undefined) return { kind: 'refused', error: refusal };
  const changesStructure = structureChanged(before, after);

  const returning =
    !preview &&
    affectedRows > 0 &&
    performance.now() + firstRunMs + PREVIEW_MARGIN_MS < deadline &&
    withReturning(db, sql);
  if (returning) {
    db.exec(`ROLLBACK TO ${SAVEPOINT}`);
    try {
      preview = firstRows(returning);
    } catch {
      // The rows RETURNING keeps outgrew SQLite's memory: the count stands without them.
      preview = null;
    }
  }
  return {
    kind: 'dry-run',
    readOnly: false,
    affectedRows,
    changesStructure,
    preview: preview?.rows ?? null,
    previewTruncated: preview?.truncated ?? false,
  };
}
