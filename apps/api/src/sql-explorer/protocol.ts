/** Messages between the API process and its SQL Explorer child (Node IPC, JSON). */

export const MAX_ROWS = 1000;
export const MAX_RESULT_BYTES = 1_000_000;

export type SqlOutcome =
  | { kind: 'rows'; rows: Record<string, unknown>[]; truncated: boolean }
  | { kind: 'affected'; affectedRows: number }
  | { kind: 'error'; error: string }
  | { kind: 'refused'; error: string }
  | { kind: 'timeout'; error: string }
  /** Not run: its audit entry could not be written (the audit fails closed). */
  | { kind: 'unaudited'; error: string };

export interface RunRequest {
  id: number;
  sql: string;
}

export type ChildMessage = { type: 'ready' } | { type: 'result'; id: number; outcome: SqlOutcome };

/** Arguments of the child process: the database file and its busy timeout in milliseconds. */
export type RunnerArgs = [databasePath: string, busyTimeoutMs: string];
