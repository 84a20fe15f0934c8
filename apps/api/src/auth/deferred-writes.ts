import { isDatabaseBusy } from '../db/is-busy';

export interface DeferredWritesOptions {
  /** Pause between retries while the database is busy. */
  retryMs: number;
  /** A write still failing this long after it was first tried is given up. */
  giveUpMs: number;
  /** A write that failed for good (an error other than busy, or busy for too long). */
  onFailure(error: unknown, what: string): void;
}

interface Pending {
  what: string;
  write: () => void;
  done: () => void;
  sinceMs: number;
}

/**
 * Bookkeeping writes that must not fail the request they belong to (the login attempts): tried
 * at once; when another connection holds the write lock (a long SQL Explorer statement) they are
 * queued and retried in order, one attempt per `retryMs`, so a busy database costs each request
 * at most one busy wait and later requests none while the queue is non-empty.
 */
export class DeferredWrites {
  private readonly queue: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: DeferredWritesOptions) {}

  /** Writes now or later; `done` runs once the write is stored or given up. */
  run(what: string, write: () => void, done: () => void = () => undefined): void {
    this.queue.push({ what, write, done, sinceMs: Date.now() });
    if (this.queue.length === 1) this.flush(false);
  }

  /** How many writes wait for the database. */
  get pending(): number {
    return this.queue.length;
  }

  /** Tries every queued write now; with `final`, what still fails is given up (shutdown). */
  flush(final: boolean): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length > 0) {
      const next = this.queue[0]!;
      try {
        next.write();
      } catch (error) {
        const waiting = isDatabaseBusy(error) && !final;
        if (waiting && Date.now() - next.sinceMs < this.options.giveUpMs) {
          this.timer = setTimeout(() => this.flush(false), this.options.retryMs);
          this.timer.unref();
          return;
        }
        this.options.onFailure(error, next.what);
      }
      this.queue.shift();
      next.done();
    }
  }
}
