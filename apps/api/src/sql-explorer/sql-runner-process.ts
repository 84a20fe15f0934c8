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
}

const MAX_WAITING = 10;
const START_TIMEOUT_MS = 15_000;

/** Called after each statement while the child is idle, so its write never meets the child's lock. */
export type AuditRecorder = (outcome: SqlOutcome, durationMs: number) => void;

interface Job {
  sql: string;
  audit: AuditRecorder | undefined;
  resolve: (outcome: SqlOutcome) => void;
}

/**
 * One warm child process that runs SQL Explorer statements one at a time; refused statements
 * (see statement-guard) never reach it. A statement that
 * outlives `timeoutMs` gets its child SIGKILLed (stopping it within about a second) and a fresh
 * child is started for the next one; the API's own event loop is never blocked.
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
  execute(sql: string, audit?: AuditRecorder): Promise<SqlOutcome> {
    if (this.closed) return Promise.resolve({ kind: 'error', error: 'Сервис останавливается' });
    if (this.queue.length >= MAX_WAITING) {
      return Promise.resolve({
        kind: 'error',
        error: 'SQL Explorer занят другими запросами, повторите позже',
      });
    }
    return new Promise((resolve) => {
      this.queue.push({ sql, audit, resolve });
      void this.drain();
    });
  }

  /** Kills the child; waiting statements get an error. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.resolve({ kind: 'error', error: 'Сервис останавливается' });
    const child = this.child ?? (await this.starting?.catch(() => undefined));
    if (child) await killAndWait(child);
    this.child = undefined;
  }

  /** The child's process id (tests check that a timed-out child really died). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  private async drain(): Promise<void> {
    if (this.busy) return;
    const job = this.queue.shift();
    if (!job) return;
    this.busy = true;
    try {
      const started = performance.now();
      const refusal = refusalReason(job.sql);
      const outcome: SqlOutcome =
        refusal === undefined ? await this.run(job.sql) : { kind: 'refused', error: refusal };
      try {
        job.audit?.(outcome, Math.round(performance.now() - started));
      } catch (error) {
        this.options.onIncident?.(`SQL Explorer audit entry not written: ${String(error)}`);
      }
      job.resolve(outcome);
    } finally {
      this.busy = false;
      void this.drain();
    }
  }

  private async run(sql: string): Promise<SqlOutcome> {
    let child: ChildProcess;
    try {
      child = await this.ensureChild();
    } catch (error) {
      this.options.onIncident?.(`SQL Explorer child did not start: ${String(error)}`);
      return { kind: 'error', error: 'Не удалось запустить исполнитель SQL-запросов' };
    }
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
          `SQL Explorer statement killed after ${this.options.timeoutMs} ms`,
        );
        // Answer once the process is gone, so that its locks are released too.
        void killAndWait(child).then(() => {
          finish({
            kind: 'timeout',
            error: `Запрос прерван: он выполнялся дольше ${(this.options.timeoutMs / 1000).toLocaleString('ru-RU')} с`,
          });
          if (!this.closed) void this.warmUp().catch(() => undefined);
        });
      }, this.options.timeoutMs);
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
