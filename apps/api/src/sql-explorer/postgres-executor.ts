import pg from 'pg';
import Cursor from 'pg-cursor';
import { MAX_RESULT_BYTES, MAX_ROWS, type SqlOutcome } from './protocol';
import { forbiddenEffect, readBindings } from './postgres-effects';
import { postgresFailure } from './postgres-refusals';
import { postgresRefusalReason } from './postgres-statement-guard';
import type { SqlExecutor } from './sql-runner';

export const UNAVAILABLE_EXPLORER_MESSAGE =
  'SQL Explorer недоступен: его роль в PostgreSQL не настроена (см. журнал сервера)';
export const EXPLORER_CONNECTION_MESSAGE =
  'SQL Explorer не может подключиться к базе данных, повторите попытку позже';

/** After the deadline, PostgreSQL's own statement_timeout should have stopped it; then a cancel… */
const CANCEL_AFTER_MS = 300;
/** …and then the connection is dropped (the server stops a query whose client has gone). */
const DROP_AFTER_MS = 800;
const BATCH_ROWS = 100;

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
const EXPLORER_TYPES = {
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

export interface PostgresExecutorOptions {
  /** The SQL Explorer role's login; undefined when it could not be prepared (then it refuses). */
  explorerUrl: string | undefined;
  /** The API's own pool (to cancel a statement that outlives its deadline). */
  appPool: pg.Pool;
  onIncident?: (message: string) => void;
}

/**
 * PostgreSQL: statements run on their own login, a least-privileged role (explorer-role.ts), one
 * at a time in a transaction of their own, inside `statement_timeout` set to what is left of
 * their deadline; one still running 300 ms after it is cancelled from the API's own connection,
 * and its connection is dropped after 800 ms. Rows are read through a cursor and stop at
 * MAX_ROWS or about MAX_RESULT_BYTES. A statement that leaves a temporary object behind is
 * rolled back and refused; the session is reset (DISCARD ALL) after each statement.
 */
export class PostgresExecutor implements SqlExecutor {
  private pool: pg.Pool | undefined;

  constructor(private readonly options: PostgresExecutorOptions) {}

  refusalReason(sql: string): string | undefined {
    if (!this.options.explorerUrl) return UNAVAILABLE_EXPLORER_MESSAGE;
    return postgresRefusalReason(sql);
  }

  private explorerPool(): pg.Pool {
    if (!this.pool) {
      this.pool = new pg.Pool({
        connectionString: this.options.explorerUrl,
        max: 1,
        connectionTimeoutMillis: 5_000,
        idleTimeoutMillis: 60_000,
        application_name: 'fuelcard-sql-explorer',
      });
      this.pool.on('error', () => undefined);
    }
    return this.pool;
  }

  async warmUp(): Promise<void> {
    if (!this.options.explorerUrl) return;
    const client = await this.explorerPool().connect();
    client.release();
  }

  async close(): Promise<void> {
    await this.pool?.end().catch(() => undefined);
    this.pool = undefined;
  }

  async run(
    sql: string,
    deadline: number,
    timeoutOutcome: (waited: boolean) => SqlOutcome,
  ): Promise<SqlOutcome> {
    let client: pg.PoolClient;
    try {
      client = await this.explorerPool().connect();
    } catch (error) {
      this.options.onIncident?.(`SQL Explorer could not connect: ${String(error)}`);
      return { kind: 'error', error: EXPLORER_CONNECTION_MESSAGE };
    }
    const timeLeftMs = Math.floor(deadline - performance.now());
    if (timeLeftMs <= 0) {
      client.release();
      return timeoutOutcome(true);
    }
    const pid = (client as unknown as { processID: number }).processID;
    let dropped = false;
    const cancel = setTimeout(() => {
      this.options.onIncident?.('SQL Explorer statement outlived statement_timeout: cancelling it');
      this.options.appPool.query('SELECT pg_cancel_backend($1)', [pid]).catch(() => undefined);
    }, timeLeftMs + CANCEL_AFTER_MS);
    const drop = setTimeout(() => {
      dropped = true;
      this.options.onIncident?.('SQL Explorer statement still running: dropping its connection');
      (
        client as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
    }, timeLeftMs + DROP_AFTER_MS);
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL statement_timeout = ${timeLeftMs}`);
      await client.query(`SET LOCAL lock_timeout = ${timeLeftMs}`);
      const bindings = await readBindings(client);
      const outcome = await readOutcome(client, sql);
      const refusal = await forbiddenEffect(client, bindings);
      if (refusal !== undefined) {
        await client.query('ROLLBACK');
        return { kind: 'refused', error: refusal };
      }
      await client.query('COMMIT');
      return outcome;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (dropped || (error as { code?: unknown }).code === '57014') return timeoutOutcome(false);
      return this.failure(error, sql);
    } finally {
      clearTimeout(cancel);
      clearTimeout(drop);
      if (dropped) client.release(true);
      else {
        await client.query('DISCARD ALL').catch(() => undefined);
        client.release();
      }
    }
  }

  /** PostgreSQL's refusal as the same Russian message the SQLite explorer gives, where there is one. */
  private failure(error: unknown, sql: string): Promise<SqlOutcome> {
    return postgresFailure(error, sql, this.options.appPool);
  }
}

/** Runs the statement through a cursor: rows (streamed, capped) or the count of changed rows. */
function readOutcome(client: pg.PoolClient, sql: string): Promise<SqlOutcome> {
  const cursor = client.query(new Cursor(sql, [], { types: EXPLORER_TYPES }));
  return new Promise<SqlOutcome>((resolve, reject) => {
    const rows: Record<string, unknown>[] = [];
    let bytes = 0;
    const finish = (outcome: SqlOutcome) => cursor.close(() => resolve(outcome));
    const next = () =>
      cursor.read(BATCH_ROWS, (error, batch, result) => {
        if (error) return reject(error);
        if (result.fields.length === 0)
          return finish({ kind: 'affected', affectedRows: result.rowCount ?? 0 });
        for (const row of batch as Record<string, unknown>[]) {
          bytes += JSON.stringify(row).length;
          if (rows.length >= MAX_ROWS || bytes > MAX_RESULT_BYTES)
            return finish({ kind: 'rows', rows, truncated: true });
          rows.push(row);
        }
        if (batch.length < BATCH_ROWS) return finish({ kind: 'rows', rows, truncated: false });
        next();
      });
    next();
  });
}
