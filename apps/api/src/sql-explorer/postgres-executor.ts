import pg from 'pg';
import {
  CHANGES_DATA_MESSAGE,
  type RunMode,
  type SqlOutcome,
  type StatementChanges,
} from './protocol';
import { postgresDryRun } from './postgres-dry-run';
import { readOutcome, writeCounts, writesSince, type WriteCounts } from './postgres-results';
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
/** SQLSTATE of a write refused by a READ ONLY transaction. */
const READ_ONLY_TRANSACTION = '25006';

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
 * rolled back and refused; the session is reset (DISCARD ALL) after each statement. `read-only`
 * mode runs it in a READ ONLY transaction (a write is refused by PostgreSQL at its first change,
 * and the statement answers `changes-data`); `dry-run` mode is postgres-dry-run.ts.
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
    mode: RunMode = 'execute',
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
      await client.query(mode === 'read-only' ? 'BEGIN READ ONLY' : 'BEGIN');
      await client.query(`SET LOCAL statement_timeout = ${timeLeftMs}`);
      await client.query(`SET LOCAL lock_timeout = ${timeLeftMs}`);
      const bindings = await readBindings(client);
      if (mode === 'dry-run')
        return await postgresDryRun(client, sql, bindings, {
          appPool: this.options.appPool,
          connected: () => !dropped,
          onIncident: this.options.onIncident,
        });
      const counts = mode === 'execute' ? await writeCounts(client) : undefined;
      const outcome = await readOutcome(client, sql);
      const refusal = await forbiddenEffect(client, bindings);
      if (refusal !== undefined) {
        await client.query('ROLLBACK');
        return { kind: 'refused', error: refusal };
      }
      const changed = counts ? await changesOf(client, outcome, counts) : undefined;
      await client.query('COMMIT');
      return changed && (outcome.kind === 'affected' || outcome.kind === 'rows')
        ? { ...outcome, changed }
        : outcome;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      const code = (error as { code?: unknown }).code;
      if (dropped || code === '57014') return timeoutOutcome(false);
      if (mode === 'read-only' && code === READ_ONLY_TRANSACTION)
        return { kind: 'changes-data', error: CHANGES_DATA_MESSAGE };
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

/** What an executed statement changed, when it changed rows or structure. */
async function changesOf(
  client: pg.PoolClient,
  outcome: SqlOutcome,
  before: WriteCounts,
): Promise<StatementChanges | undefined> {
  if (outcome.kind !== 'affected' && outcome.kind !== 'rows') return undefined;
  const writes = await writesSince(client, before);
  // Rows of the tables only triggers write (the news revision moves even for an UPDATE of no
  // row) are not a change of the statement's.
  if (writes.rowsWritten === 0 && !writes.structure) return undefined;
  // A statement that answers rows (a RETURNING, or a WITH that changes data and then selects)
  // says what it changed by PostgreSQL's write counts, not by the rows it shows.
  const rows = outcome.kind === 'affected' ? outcome.affectedRows : writes.rowsWritten;
  return { rows, structure: writes.structure };
}
