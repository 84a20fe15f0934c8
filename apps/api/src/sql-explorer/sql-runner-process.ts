import { fork, type ChildProcess } from 'node:child_process';
import { packageRoot } from '../repo-root';
import { childEntry, killAndWait } from './child-process';
import type { ChildMessage, RunnerArgs, SqlOutcome } from './protocol';
import { refusalReason } from './statement-guard';

export interface SqlRunnerOptions {
  databasePath: string;
  timeoutMs: number;
  /** Called when the child is killed or dies, for the log. */
  onIncident?: (message: string) => void;
  /**
   * Checkpoints the WAL into the database and truncates it, from the parent's own connection:
   * after a kill (the dead child's frames stay in the WAL) and after a failed statement (a
   * rolled-back runaway write leaves a large WAL file). Resolves false when it could not.
   */
  truncateWal?: () => Promise<boolean>;
}

const MAX_WAITING = 10;
const START_TIMEOUT_MS = 15_000;

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

/** The answer when the audit entry could not be written: the statement was not run. */
export const UNAUDITED_MESSAGE =
  'Запрос не выполнен: не удалось записать его в журнал аудита. Повторите попытку позже';

interface Job {
  sql: string;
  audit: StatementAudit;
  resolve: (outcome: SqlOutcome) => void;
  /** performance.now() at arrival; the job is answered by arrival + timeoutMs at the latest. */
  arrivedAt: number;
  /** Fires while the job still waits in the queue. */
  queueTimer: NodeJS.Timeout | undefined;
}

/**
 * One warm child process that runs SQL Explorer statements one at a time; refused statements
 * (see statement-guard) never reach it. Every statement has a deadline `timeoutMs` after its
 * arrival: one still queued then is answered with the timeout error, one running then gets its
 * child SIGKILLed (stopping it within about a second) and a fresh child is started for the next;
 * the API's own event loop is never blocked.
 */
export class SqlRunnerProcess {
  private child: ChildProcess | undefined;
  private starting: Promise<ChildProcess> | undefined;
  private readonly queue: Job[] = [];
  private busy = false;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: SqlRunnerOptions) {}

  /** Starts the child ahead of the first statement. */
  warmUp(): Promise<void> {
    return this.ensureChild().then(() => undefined);
  }

  /** Checks, runs (in order, one at a time) and audits one statement. */
  execute(sql: string, audit: StatementAudit): Promise<SqlOutcome> {
    if (this.closed) return Promise.resolve({ kind: 'error', error: 'Сервис останавливается' });
    if (this.queue.length >= MAX_WAITING) {
      return Promise.resolve({
        kind: 'error',
        error: 'SQL Explorer занят другими запросами, повторите позже',
      });
    }
    return new Promise((resolve) => {
      const job: Job = { sql, audit, resolve, arrivedAt: performance.now(), queueTimer: undefined };
      // The deadline runs from arrival: a statement that waits behind another one is answered
      // with the timeout error when its time is up, however long the queue.
      job.queueTimer = setTimeout(() => this.expireQueued(job), this.options.timeoutMs);
      this.queue.push(job);
      void this.drain();
    });
  }

  /** Kills the child; waiting statements get an error. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.queueTimer);
      job.resolve({ kind: 'error', error: 'Сервис останавливается' });
    }
    const child = this.child ?? (await this.starting?.catch(() => undefined));
    if (child) await killAndWait(child);
    this.child = undefined;
  }

  /** The child's process id (tests check that a timed-out child really died). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  private timeoutOutcome(waited: boolean): SqlOutcome {
    const seconds = (this.options.timeoutMs / 1000).toLocaleString('ru-RU');
    return {
      kind: 'timeout',
      error: waited
        ? `Запрос прерван: за ${seconds} с он не дождался выполнения — SQL Explorer был занят другим запросом`
        : `Запрос прерван: он выполнялся дольше ${seconds} с`,
    };
  }

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

  private async shrinkWal(): Promise<void> {
    const truncated = await (this.options.truncateWal?.() ?? Promise.resolve(true)).catch(
      (error: unknown) => {
        this.options.onIncident?.(`WAL checkpoint failed: ${String(error)}`);
        return true;
      },
    );
    if (!truncated) this.options.onIncident?.('WAL not truncated: the database stayed busy');
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
      // A killed statement's frames, or a failed (rolled-back) write, leave the WAL large: cut it
      // before the next statement runs (the answer has gone already).
      if (outcome.kind === 'timeout' || outcome.kind === 'error') await this.shrinkWal();
    } finally {
      this.busy = false;
      void this.drain();
    }
  }

  /** Checks a statement, writes its audit entry, runs it and completes the entry. */
  private async audited(job: Job): Promise<SqlOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const refusal = refusalReason(job.sql);
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
    const outcome = await this.run(job.sql, job.arrivedAt + this.options.timeoutMs);
    await job.audit
      .complete(entryId, outcome, elapsed())
      .catch((error: unknown) =>
        this.options.onIncident?.(`SQL Explorer audit entry not completed: ${String(error)}`),
      );
    return outcome;
  }

  /** Runs one statement in the child, killing it at `deadline` (a performance.now() time). */
  private async run(sql: string, deadline: number): Promise<SqlOutcome> {
    let child: ChildProcess;
    try {
      child = await this.ensureChild();
    } catch (error) {
      this.options.onIncident?.(`SQL Explorer child did not start: ${String(error)}`);
      return { kind: 'error', error: 'Не удалось запустить исполнитель SQL-запросов' };
    }
    // Starting a replacement child takes part of the time too.
    const timeLeftMs = deadline - performance.now();
    if (timeLeftMs <= 0) return this.timeoutOutcome(true);
    const id = this.nextId++;
    return new Promise<SqlOutcome>((resolve) => {
      const finish = (outcome: SqlOutcome): void => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(outcome);
      };
      const onMessage = (message: ChildMessage): void => {
        if (message.type === 'result' && message.id === id) finish(message.outcome);
      };
      const onExit = (): void => {
        this.options.onIncident?.('SQL Explorer child exited during a statement');
        finish({ kind: 'error', error: 'Исполнитель SQL-запросов неожиданно завершился' });
      };
      const timer = setTimeout(() => {
        child.off('exit', onExit);
        this.child = undefined;
        this.options.onIncident?.(
          `SQL Explorer statement killed at its deadline (${this.options.timeoutMs} ms after arrival)`,
        );
        // Answer once the process is gone, so that its locks are released too; the replacement
        // starts meanwhile.
        void killAndWait(child).then(() => {
          if (!this.closed) void this.warmUp().catch(() => undefined);
          finish(this.timeoutOutcome(false));
        });
      }, timeLeftMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ id, sql });
    });
  }

  private ensureChild(): Promise<ChildProcess> {
    if (this.child) return Promise.resolve(this.child);
    this.starting ??= this.spawn().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private spawn(): Promise<ChildProcess> {
    const entry = childEntry();
    const args: RunnerArgs = [this.options.databasePath, String(this.options.timeoutMs)];
    const child = fork(entry.path, args, {
      cwd: packageRoot,
      execArgv: entry.execArgv,
      serialization: 'json',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error('start timeout'));
      }, START_TIMEOUT_MS);
      const onExit = (code: number | null): void => {
        clearTimeout(timer);
        reject(new Error(`exited with code ${code}`));
      };
      child.once('exit', onExit);
      child.once('message', (message: ChildMessage) => {
        clearTimeout(timer);
        child.off('exit', onExit);
        if (message.type !== 'ready') return reject(new Error('unexpected first message'));
        child.once('exit', () => {
          if (this.child === child) this.child = undefined;
        });
        if (this.closed) {
          child.kill('SIGKILL');
          return reject(new Error('closed'));
        }
        this.child = child;
        resolve(child);
      });
    });
  }
}
