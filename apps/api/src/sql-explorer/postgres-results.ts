import { TRIGGER_WRITTEN_TABLES } from '../db/application-tables';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { COUNT_BUDGET_MS, MAX_RESULT_BYTES, MAX_ROWS, type SqlOutcome } from './protocol';

/* How the PostgreSQL explorer reads a statement's answer and what its transaction changed. */

const BATCH_ROWS = 100;
/** Rows read at once while only counting what is left of a cut result. */
const COUNT_BATCH_ROWS = 1000;

const TYPES = pg.types.builtins;
const safeInteger = (text: string): number | string => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
};
const exactNumber = (text: string): number | string => {
  const value = Number(text);
  return Number.isFinite(value) && String(value) === text ? value : text;
};
/**
 * Cells as the SQLite explorer gives them: integers as numbers while JSON can hold them exactly
 * (beyond that, strings), times as PostgreSQL writes them (text), binary data as 0x-hex.
 */
export const EXPLORER_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === TYPES.INT8) return safeInteger;
    if (oid === TYPES.NUMERIC) return exactNumber;
    if (
      [
        TYPES.DATE,
        TYPES.TIMESTAMP,
        TYPES.TIMESTAMPTZ,
        TYPES.TIME,
        TYPES.TIMETZ,
        TYPES.INTERVAL,
      ].includes(oid)
    )
      return (text: string) => text;
    if (oid === TYPES.BYTEA)
      return (text: string) =>
        `0x${(pg.types.getTypeParser(oid, 'text')(text) as Buffer).toString('hex')}`;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

/** Rows written so far in this transaction, of any table and of the catalogs. */
export interface WriteCounts {
  data: number;
  catalog: number;
  /** Rows written in the tables a statement can write itself (not those only triggers write). */
  rows: number;
}

/**
 * PostgreSQL's own counts of the rows this transaction has inserted, updated or deleted so far:
 * of any table (triggers and functions included) and of the catalogs (a table, index, view,
 * function… created, altered or dropped). A backend reports its counts only once idle outside a
 * transaction, so inside one they may include earlier transactions of the same connection: only
 * the difference between two reads in the same transaction says what happened between them.
 */
export async function writeCounts(client: pg.PoolClient): Promise<WriteCounts> {
  const row = (
    await client.query<{ data: string | null; catalog: string | null; rows: string | null }>(
      `SELECT (SELECT sum(n_tup_ins + n_tup_upd + n_tup_del) FROM pg_stat_xact_user_tables) AS data,
              (SELECT sum(n_tup_ins + n_tup_upd + n_tup_del) FROM pg_stat_xact_user_tables
                WHERE relname NOT IN (${TRIGGER_WRITTEN_TABLES.map((name) => `'${name}'`).join(', ')})) AS rows,
              (SELECT sum(n_tup_ins + n_tup_upd + n_tup_del) FROM pg_stat_xact_sys_tables
                WHERE relname IN ('pg_class', 'pg_attribute', 'pg_index', 'pg_trigger',
                                  'pg_proc', 'pg_constraint', 'pg_rewrite', 'pg_type')) AS catalog`,
    )
  ).rows[0];
  return {
    data: Number(row?.data ?? 0),
    catalog: Number(row?.catalog ?? 0),
    rows: Number(row?.rows ?? 0),
  };
}

/** What happened between two reads of writeCounts: rows written, structure changed. */
export async function writesSince(
  client: pg.PoolClient,
  before: WriteCounts,
): Promise<{ rows: boolean; structure: boolean; rowsWritten: number }> {
  const now = await writeCounts(client);
  return {
    rows: now.data > before.data,
    structure: now.catalog > before.catalog,
    rowsWritten: Math.max(0, now.rows - before.rows),
  };
}

/**
 * Runs the statement through a cursor: rows (streamed, capped; a cut result counts the rest for
 * COUNT_BUDGET_MS) or the count of changed rows.
 */
export function readOutcome(client: pg.PoolClient, sql: string): Promise<SqlOutcome> {
  const cursor = client.query(new Cursor(sql, [], { types: EXPLORER_TYPES }));
  return new Promise<SqlOutcome>((resolve, reject) => {
    const rows: Record<string, unknown>[] = [];
    let bytes = 0;
    const finish = (outcome: SqlOutcome) => cursor.close(() => resolve(outcome));
    const countRest = (counted: number) => {
      const stopAt = performance.now() + COUNT_BUDGET_MS;
      const more = (total: number) =>
        cursor.read(COUNT_BATCH_ROWS, (error, batch) => {
          if (error) return reject(error);
          const next = total + batch.length;
          if (batch.length < COUNT_BATCH_ROWS)
            return finish({ kind: 'rows', rows, truncated: true, totalRows: next });
          if (performance.now() > stopAt)
            return finish({ kind: 'rows', rows, truncated: true, moreRowsThan: next });
          more(next);
        });
      more(counted);
    };
    const next = () =>
      cursor.read(BATCH_ROWS, (error, batch, result) => {
        if (error) return reject(error);
        if (result.fields.length === 0)
          return finish({ kind: 'affected', affectedRows: result.rowCount ?? 0 });
        const typed = batch as Record<string, unknown>[];
        for (const [index, row] of typed.entries()) {
          bytes += JSON.stringify(row).length;
          if (rows.length >= MAX_ROWS || bytes > MAX_RESULT_BYTES)
            return countRest(rows.length + (typed.length - index));
          rows.push(row);
        }
        if (batch.length < BATCH_ROWS) return finish({ kind: 'rows', rows, truncated: false });
        next();
      });
    next();
  });
}
