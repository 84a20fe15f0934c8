/** Messages between the API process and its SQL Explorer child (Node IPC, JSON). */

export const MAX_ROWS = 1000;
export const MAX_RESULT_BYTES = 1_000_000;
/** The first rows a dry run shows of what a statement would change. */
export const MAX_PREVIEW_ROWS = 20;
export const MAX_PREVIEW_BYTES = 200_000;
/**
 * After a result is cut at MAX_ROWS or MAX_RESULT_BYTES, the rest is counted (not kept) for this
 * long at most, so that the answer can say «из M»; past it, "more than" the rows counted.
 */
export const COUNT_BUDGET_MS = 1000;

/**
 * How a statement runs:
 *  - `execute`: as the spec says (a writer commits);
 *  - `read-only`: only if the engine finds it changes nothing — SQLite's prepared statement is
 *    read-only, PostgreSQL runs it in a READ ONLY transaction — else `changes-data`, nothing run
 *    (SQLite) or everything rolled back (PostgreSQL);
 *  - `dry-run`: inside a transaction that is always rolled back, answering what it would change.
 */
export type RunMode = 'execute' | 'read-only' | 'dry-run';

/** What an executed statement changed (present only when it changed rows or structure). */
export interface StatementChanges {
  /** Rows it inserted, updated or deleted itself. */
  rows: number;
  /** It created, altered or dropped something (a table, an index, a view…). */
  structure: boolean;
}

export type SqlOutcome =
  | {
      kind: 'rows';
      rows: Record<string, unknown>[];
      truncated: boolean;
      /** When truncated and counted to the end: how many rows there were in all. */
      totalRows?: number;
      /** When truncated and the counting stopped: there were more rows than this. */
      moreRowsThan?: number;
      changed?: StatementChanges;
    }
  | { kind: 'affected'; affectedRows: number; changed?: StatementChanges }
  | {
      kind: 'dry-run';
      /** The engine found that the statement changes nothing. */
      readOnly: boolean;
      affectedRows: number;
      changesStructure: boolean;
      /** The first rows it would change (as they would be after it; deleted ones as they were). */
      preview: Record<string, unknown>[] | null;
      previewTruncated: boolean;
    }
  /** `read-only` mode: the statement would change data (not run, or rolled back). */
  | { kind: 'changes-data'; error: string }
  | { kind: 'error'; error: string }
  | { kind: 'refused'; error: string }
  | { kind: 'timeout'; error: string }
  /** Not run: its audit entry could not be written (the audit fails closed). */
  | { kind: 'unaudited'; error: string };

/** The answer of `read-only` mode to a statement that would change data. */
export const CHANGES_DATA_MESSAGE =
  'Запрос изменяет данные: сначала посмотрите, что он изменит, и подтвердите выполнение';

export interface RunRequest {
  id: number;
  sql: string;
  mode: RunMode;
  /** What is left of the statement's time when it is sent (ms). */
  timeLeftMs: number;
}

export type ChildMessage = { type: 'ready' } | { type: 'result'; id: number; outcome: SqlOutcome };

/** Arguments of the child process: the database file and its busy timeout in milliseconds. */
export type RunnerArgs = [databasePath: string, busyTimeoutMs: string];
