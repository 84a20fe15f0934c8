import { fork, type ChildProcess } from 'node:child_process';
import { packageRoot } from '../repo-root';
import { childEntry, killAndWait, type ChildEntry } from './child-process';
import type { ChildMessage, RunMode, RunnerArgs, SqlOutcome } from './protocol';
import type { SqlExecutor } from './sql-runner';
import { refusalReason } from './statement-guard';

export interface SqliteExecutorOptions {
  databasePath: string;
  timeoutMs: number;
  onIncident?: (message: string) => void;
  /**
   * Checkpoints the WAL into the database and truncates it, from the parent's own connection:
   * after a kill (the dead child's frames stay in the WAL) and after a failed statement (a
   * rolled-back runaway write leaves a large WAL file). Resolves false when it could not.
   */
  truncateWal?: () => Promise<boolean>;
  /** Called when a statement's answer (or its stop) is in: the child may have written. */
  afterStatement?: () => void;
  /**
   * The child's code (tests: the test run's own bundle of child.ts, which starts in a fraction
   * of the time tsx takes). Default: childEntry().
   */
  childEntry?: ChildEntry;
}

const START_TIMEOUT_MS = 15_000;

/**
 * SQLite: one warm child process with its own connection runs the statements (child.ts);
 * better-sqlite3 cannot interrupt a running statement, so one still running at its deadline gets
 * its child SIGKILLed (stopping it within about a second) and a fresh child starts for the next.
 */
export class SqliteExecutor implements SqlExecutor {
  private child: ChildProcess | undefined;
  private starting: Promise<ChildProcess> | undefined;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: SqliteExecutorOptions) {}

  refusalReason(sql: string): string | undefined {
    return refusalReason(sql);
  }

  warmUp(): Promise<void> {
    return this.ensureChild().then(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    const child = this.child ?? (await this.starting?.catch(() => undefined));
    if (child) await killAndWait(child);
    this.child = undefined;
  }

  /** The child's process id (tests check that a timed-out child really died). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async afterFailure(): Promise<void> {
    const truncated = await (this.options.truncateWal?.() ?? Promise.resolve(true)).catch(
      (error: unknown) => {
        this.options.onIncident?.(`WAL checkpoint failed: ${String(error)}`);
        return true;
      },
    );
    if (!truncated) this.options.onIncident?.('WAL not truncated: the database stayed busy');
  }

  async run(
    sql: string,
    deadline: number,
    timeoutOutcome: (waited: boolean) => SqlOutcome,
    mode: RunMode = 'execute',
  ): Promise<SqlOutcome> {
    try {
      return await this.runInChild(sql, deadline, timeoutOutcome, mode);
    } finally {
      this.options.afterStatement?.();
    }
  }

  private async runInChild(
    sql: string,
    deadline: number,
    timeoutOutcome: (waited: boolean) => SqlOutcome,
    mode: RunMode,
  ): Promise<SqlOutcome> {
    let child: ChildProcess;
    try {
      child = await this.ensureChild();
    } catch (error) {
      this.options.onIncident?.(`SQL Explorer child did not start: ${String(error)}`);
      return { kind: 'error', error: 'Не удалось запустить исполнитель SQL-запросов' };
    }
    // Starting a replacement child takes part of the time too.
    const timeLeftMs = deadline - performance.now();
    if (timeLeftMs <= 0) return timeoutOutcome(true);
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
          finish(timeoutOutcome(false));
        });
      }, timeLeftMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ id, sql, mode, timeLeftMs });
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
    const entry = this.options.childEntry ?? childEntry();
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
