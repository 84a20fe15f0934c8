import type { RunMode, SqlOutcome } from './protocol';

/**
 * The audit of one statement (fail closed): `begin` durably writes its entry before it runs — when
 * that write fails, the statement does not run — and `complete` records the outcome after it.
 * `record` writes the entry of a statement that never ran (refused, or timed out in the queue).
 */
export interface StatementAudit {
  begin(): Promise<number>;
  complete(entryId: number, outcome: SqlOutcome, durationMs: number): Promise<void>;
  record(outcome: SqlOutcome, durationMs: number): Promise<void>;
}

/** Where statements run: an engine's own way to run one with a deadline and to refuse one. */
export interface SqlExecutor {
  /** Why a statement is refused before it runs (this engine's rules), or undefined. */
  refusalReason(sql: string): string | undefined;
  /**
   * Runs one statement; by `deadline` (a performance.now() time) it must have answered, with
   * the timeout outcome from `timeoutOutcome(false)` when it had to be stopped.
   */
  run(
    sql: string,
    deadline: number,
    timeoutOutcome: (waited: boolean) => SqlOutcome,
    mode: RunMode,
  ): Promise<SqlOutcome>;
  /** After a failed or stopped statement (the SQLite WAL is cut back). */
  afterFailure?(): Promise<void>;
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export interface SqlRunnerOptions {
  timeoutMs: number;
  /** Called when something goes wrong around a statement, for the log. */
  onIncident?: (message: string) => void;
}

/** The answer when the audit entry could not be written: the statement was not run. */
export const UNAUDITED_MESSAGE =
  'Запрос не выполнен: не удалось записать его в журнал аудита. Повторите попытку позже';

const MAX_WAITING = 10;

interface Job {
  sql: string;
  mode: RunMode;
  audit: StatementAudit;
  resolve: (outcome: SqlOutcome) => void;
  /** performance.now() at arrival; the job is answered by arrival + timeoutMs at the latest. */
  arrivedAt: number;
  /** Fires while the job still waits in the queue. */
  queueTimer: NodeJS.Timeout | undefined;
}

/**
 * Runs SQL Explorer statements one at a time, whatever the engine: a refused statement never
 * reaches the executor; every other one is audited first (fail closed) and completed after.
 * Every statement has a deadline `timeoutMs` after its arrival: one still queued then is answered
 * with the timeout error; one running then is stopped by its executor. The API's own event loop
 * is never blocked.
 */
export class SqlRunner {
  private readonly queue: Job[] = [];
  private busy = false;
  private closed = false;

  constructor(
    private readonly executor: SqlExecutor,
    private readonly options: SqlRunnerOptions,
  ) {}

  warmUp(): Promise<void> {
    return this.executor.warmUp();
  }

  /**
   * Checks, runs (in order, one at a time) and audits one statement. Every mode (execute,
   * read-only, dry run) goes through the same queue, deadline, refusals and audit.
   */
  execute(sql: string, audit: StatementAudit, mode: RunMode = 'execute'): Promise<SqlOutcome> {
    if (this.closed) return Promise.resolve({ kind: 'error', error: 'Сервис останавливается' });
    if (this.queue.length >= MAX_WAITING) {
      return Promise.resolve({
        kind: 'error',
        error: 'SQL Explorer занят другими запросами, повторите позже',
      });
    }
    return new Promise((resolve) => {
      const job: Job = {
        sql,
        mode,
        audit,
        resolve,
        arrivedAt: performance.now(),
        queueTimer: undefined,
      };
      // The deadline runs from arrival: a statement that waits behind another one is answered
      // with the timeout error when its time is up, however long the queue.
      job.queueTimer = setTimeout(() => this.expireQueued(job), this.options.timeoutMs);
      this.queue.push(job);
      void this.drain();
    });
  }

  /** Stops the executor; waiting statements get an error. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.queueTimer);
      job.resolve({ kind: 'error', error: 'Сервис останавливается' });
    }
    await this.executor.close();
  }

  private readonly timeoutOutcome = (waited: boolean): SqlOutcome => {
    const seconds = (this.options.timeoutMs / 1000).toLocaleString('ru-RU');
    return {
      kind: 'timeout',
      error: waited
        ? `Запрос прерван: за ${seconds} с он не дождался выполнения — SQL Explorer был занят другим запросом`
        : `Запрос прерван: он выполнялся дольше ${seconds} с`,
    };
  };

  /** A queued job's deadline passed: it never ran; answer now and record it. */
  private expireQueued(job: Job): void {
    const index = this.queue.indexOf(job);
    if (index < 0) return;
    this.queue.splice(index, 1);
    const outcome = this.timeoutOutcome(true);
    this.recordUnrun(job, outcome, Math.round(performance.now() - job.arrivedAt));
    job.resolve(outcome);
  }

  private recordUnrun(job: Job, outcome: SqlOutcome, durationMs: number): void {
    job.audit
      .record(outcome, durationMs)
      .catch((error: unknown) =>
        this.options.onIncident?.(`SQL Explorer audit entry not written: ${String(error)}`),
      );
  }

  private async drain(): Promise<void> {
    if (this.busy) return;
    const job = this.queue.shift();
    if (!job) return;
    clearTimeout(job.queueTimer);
    this.busy = true;
    try {
      const outcome = await this.audited(job);
      job.resolve(outcome);
      // The answer has gone already; the executor tidies up before the next statement.
      // (A dry run is rolled back like a failed statement: its WAL frames are cut back too.)
      if (
        outcome.kind === 'timeout' ||
        outcome.kind === 'error' ||
        (outcome.kind === 'dry-run' && !outcome.readOnly)
      )
        await this.executor.afterFailure?.();
    } finally {
      this.busy = false;
      void this.drain();
    }
  }

  /** Checks a statement, writes its audit entry, runs it and completes the entry. */
  private async audited(job: Job): Promise<SqlOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const refusal = this.executor.refusalReason(job.sql);
    if (refusal !== undefined) {
      const outcome: SqlOutcome = { kind: 'refused', error: refusal };
      this.recordUnrun(job, outcome, elapsed());
      return outcome;
    }
    let entryId: number;
    try {
      entryId = await job.audit.begin();
    } catch (error) {
      this.options.onIncident?.(
        `SQL Explorer statement refused: its audit entry could not be written (${String(error)})`,
      );
      return { kind: 'unaudited', error: UNAUDITED_MESSAGE };
    }
    const deadline = job.arrivedAt + this.options.timeoutMs;
    const outcome =
      performance.now() >= deadline
        ? this.timeoutOutcome(true)
        : await this.executor.run(job.sql, deadline, this.timeoutOutcome, job.mode);
    await job.audit
      .complete(entryId, outcome, elapsed())
      .catch((error: unknown) =>
        this.options.onIncident?.(`SQL Explorer audit entry not completed: ${String(error)}`),
      );
    return outcome;
  }
}
