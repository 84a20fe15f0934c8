import { write as fsWrite, writeSync } from 'node:fs';

/** Writes `data` at the descriptor's position; node:fs's `write` by default (tests give theirs). */
export type WriteBytes = (
  fd: number,
  data: Buffer,
  done: (error: NodeJS.ErrnoException | null, written: number) => void,
) => void;

export interface LogDestinationOptions {
  /** The file descriptor the lines go to (default 1, standard output). */
  fd?: number;
  /** Bytes kept (waiting or being written) while the destination is slow; past them lines are dropped. */
  maxPendingBytes?: number;
  /** After a failed write (ENOSPC, EIO, EPIPE…) lines are dropped this long, then one try. */
  retryAfterMs?: number;
  /** While a non-blocking pipe is full (EAGAIN), the same bytes are tried again after this long. */
  slowRetryMs?: number;
  /** At the process's exit, write once what is still waiting (default true). */
  flushOnExit?: boolean;
  writeBytes?: WriteBytes;
}

/** A full pipe or a busy device: the bytes are kept and tried again a little later. */
const SLOW = new Set(['EAGAIN', 'EWOULDBLOCK', 'EBUSY', 'EINTR']);

const defaultWrite: WriteBytes = (fd, data, done) => fsWrite(fd, data, 0, data.length, null, done);

/** Lines in a chunk: its newlines (a chunk without one is still a line). */
function linesIn(data: Buffer | string): number {
  let lines = 0;
  let at = data.indexOf('\n');
  while (at !== -1) {
    lines += 1;
    at = data.indexOf('\n', at + 1);
  }
  return lines === 0 && data.length > 0 ? 1 : lines;
}

/**
 * Where a server's log lines go (pino's `stream`): never blocks the event loop, never throws and
 * never emits 'error', whatever the destination does (docs/decisions/0008-logging-under-back-pressure.md).
 *
 * - One asynchronous write at a time; lines logged meanwhile wait, up to `maxPendingBytes`.
 * - A full pipe (EAGAIN): the bytes are tried again every `slowRetryMs`; lines past the bound
 *   are dropped.
 * - A failing destination (a full disk, an I/O error, a closed pipe): what waited is dropped and
 *   every line for `retryAfterMs`, then one write tries again — no retry loop.
 * - Every dropped line is counted (`droppedLines`, the metric log_lines_dropped_total); the first
 *   write that gets through again starts with a line saying how many were lost and why.
 */
export class LogDestination {
  /** Lines dropped since the start (never written anywhere). */
  droppedLines = 0;
  /** Dropped lines not yet reported by a notice line. */
  private unreported = 0;
  private lastProblem = '';
  private pending: string[] = [];
  private pendingBytes = 0;
  /** The chunk being written: what remains of it, and how many of its first bytes are the notice. */
  private inFlight: { data: Buffer; noticeBytes: number; reported: number } | undefined;
  private failing = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly fd: number;
  private readonly maxPendingBytes: number;
  private readonly retryAfterMs: number;
  private readonly slowRetryMs: number;
  private readonly writeBytes: WriteBytes;

  constructor(options: LogDestinationOptions = {}) {
    this.fd = options.fd ?? 1;
    this.maxPendingBytes = options.maxPendingBytes ?? 1024 * 1024;
    this.retryAfterMs = options.retryAfterMs ?? 1_000;
    this.slowRetryMs = options.slowRetryMs ?? 100;
    this.writeBytes = options.writeBytes ?? defaultWrite;
    // Node opens a pipe or socket on standard output non-blocking when process.stdout is first
    // used: a write to a pipe nobody reads then answers EAGAIN instead of holding a thread.
    if (this.fd === 1) void process.stdout;
    else if (this.fd === 2) void process.stderr;
    if (options.flushOnExit ?? true) process.once('exit', () => this.flushSync());
  }

  /** Takes one line (pino's lines end with a newline); always accepted, perhaps to be dropped. */
  write(line: string): boolean {
    const bytes = Buffer.byteLength(line);
    if (this.failing || this.waitingBytes + bytes > this.maxPendingBytes) {
      this.drop(linesIn(line), this.failing ? this.lastProblem : 'backlog');
      return true;
    }
    this.pending.push(line);
    this.pendingBytes += bytes;
    this.next();
    return true;
  }

  /** Lines waiting to be written (not yet handed to the system). */
  get waitingBytes(): number {
    return this.pendingBytes + (this.inFlight?.data.length ?? 0);
  }

  /** One synchronous try with what waits (at exit): stops at the first error, never loops on it. */
  flushSync(): void {
    if (this.failing) return;
    // A chunk that waits for its next try (after EAGAIN) is not being written: it goes first.
    const paused = this.timer && this.inFlight ? this.inFlight.data : Buffer.alloc(0);
    if (paused.length > 0) this.inFlight = undefined;
    let data = Buffer.concat([paused, Buffer.from(this.pending.join(''))]);
    if (data.length === 0) return;
    this.pending = [];
    this.pendingBytes = 0;
    try {
      while (data.length > 0) {
        const written = writeSync(this.fd, data);
        if (written <= 0) break;
        data = data.subarray(written);
      }
    } catch {
      // Nothing more can be done at exit.
    }
    if (data.length > 0) this.drop(linesIn(data), 'exit');
  }

  private drop(lines: number, problem: string): void {
    this.droppedLines += lines;
    this.unreported += lines;
    this.lastProblem = problem;
  }

  private notice(): string {
    return `${JSON.stringify({
      level: 40,
      time: Date.now(),
      pid: process.pid,
      event: 'log-lines-dropped',
      droppedLines: this.unreported,
      cause: this.lastProblem,
      msg: `${this.unreported} log lines were dropped: the log could not be written (${this.lastProblem})`,
    })}\n`;
  }

  /** Starts the next write, unless one runs or a pause does. */
  private next(): void {
    if (this.inFlight || this.timer || this.failing) return;
    if (this.pending.length === 0 && this.unreported === 0) return;
    const notice = this.unreported > 0 ? this.notice() : '';
    const data = Buffer.from(notice + this.pending.join(''));
    this.inFlight = {
      data,
      noticeBytes: Buffer.byteLength(notice),
      reported: this.unreported,
    };
    this.pending = [];
    this.pendingBytes = 0;
    this.send();
  }

  private send(): void {
    const chunk = this.inFlight!;
    let answered = false;
    const done = (error: NodeJS.ErrnoException | null, written: number) => {
      if (answered) return;
      answered = true;
      this.written(chunk, error, written);
    };
    try {
      this.writeBytes(this.fd, chunk.data, done);
    } catch (error) {
      done(error as NodeJS.ErrnoException, 0);
    }
  }

  private written(
    chunk: NonNullable<LogDestination['inFlight']>,
    error: NodeJS.ErrnoException | null,
    written: number,
  ): void {
    if (error && SLOW.has(error.code ?? '')) {
      this.pause(this.slowRetryMs, false);
      return;
    }
    if (error) {
      // The rest of the chunk (its notice aside: those lines are counted already) and what waits.
      const rest = chunk.data.subarray(chunk.noticeBytes);
      this.inFlight = undefined;
      this.drop(rest.length > 0 ? linesIn(rest) : 0, error.code ?? 'error');
      this.drop(
        this.pending.reduce((sum, line) => sum + linesIn(line), 0),
        error.code ?? 'error',
      );
      this.pending = [];
      this.pendingBytes = 0;
      this.failing = true;
      this.pause(this.retryAfterMs, true);
      return;
    }
    if (chunk.noticeBytes > 0 && written >= chunk.noticeBytes) {
      this.unreported -= chunk.reported;
      chunk.noticeBytes = 0;
      chunk.reported = 0;
    } else if (chunk.noticeBytes > 0) chunk.noticeBytes -= written;
    chunk.data = chunk.data.subarray(written);
    if (chunk.data.length > 0) {
      // Part written: the rest at once (the destination took bytes, so it is not stuck).
      if (written > 0) this.send();
      else this.pause(this.slowRetryMs, false);
      return;
    }
    this.inFlight = undefined;
    this.next();
  }

  /** Waits, then tries again: the chunk in flight after EAGAIN, the next lines after a failure. */
  private pause(ms: number, failed: boolean): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (failed) {
        this.failing = false;
        this.next();
      } else if (this.inFlight) this.send();
      else this.next();
    }, ms);
    this.timer.unref();
  }
}
