/**
 * The SQL Explorer's last statements, kept in this browser per administrator: newest first, at
 * most SQL_HISTORY_SIZE, a repeated statement moved to the top instead of stored twice.
 */
export const SQL_HISTORY_SIZE = 20;

/**
 * Why a statement in the history did not run (review s47, finding 15): reading mode refused it,
 * its confirmation was cancelled, or the database answered with an error. Absent: it ran.
 */
export type SqlHistoryOutcome = 'refused' | 'cancelled' | 'failed';

const OUTCOMES: readonly string[] = ['refused', 'cancelled', 'failed'] satisfies SqlHistoryOutcome[];

export interface SqlHistoryEntry {
  sql: string;
  /** When it was last run, ISO 8601. */
  at: string;
  outcome?: SqlHistoryOutcome;
}

const key = (username: string) => `fuelcard.console.sqlHistory.${encodeURIComponent(username)}`;

function isEntry(value: unknown): value is SqlHistoryEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SqlHistoryEntry).sql === 'string' &&
    typeof (value as SqlHistoryEntry).at === 'string' &&
    ((value as SqlHistoryEntry).outcome === undefined || OUTCOMES.includes((value as SqlHistoryEntry).outcome!))
  );
}

export function readSqlHistory(
  username: string,
  storage: Storage = localStorage,
): SqlHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, SQL_HISTORY_SIZE) : [];
  } catch {
    return [];
  }
}

export function addToSqlHistory(
  username: string,
  sql: string,
  now: Date = new Date(),
  storage: Storage = localStorage,
): SqlHistoryEntry[] {
  const statement = sql.trim();
  const next = [
    { sql: statement, at: now.toISOString() },
    ...readSqlHistory(username, storage).filter((entry) => entry.sql !== statement),
  ].slice(0, SQL_HISTORY_SIZE);
  try {
    storage.setItem(key(username), JSON.stringify(next));
  } catch {
    // Storage refused: the history is kept for this page only.
  }
  return next;
}

/** Marks the newest entry of a statement as not run (and why); the history as it now stands. */
export function markSqlHistory(
  username: string,
  sql: string,
  outcome: SqlHistoryOutcome,
  storage: Storage = localStorage,
): SqlHistoryEntry[] {
  const statement = sql.trim();
  const next = readSqlHistory(username, storage).map((entry) =>
    entry.sql === statement ? { ...entry, outcome } : entry,
  );
  try {
    storage.setItem(key(username), JSON.stringify(next));
  } catch {
    // Storage refused: the mark is kept for this page only.
  }
  return next;
}

export function clearSqlHistory(username: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key(username));
  } catch {
    // Nothing to do.
  }
}
