import type { LoginAttemptsRepository, LoginOutcome } from '../db/repositories/login-attempts';
import { DeferredWrites } from './deferred-writes';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_LOGIN_FAILURES = 5;
/** Attempts older than the window are deleted at most this often (when an attempt is recorded). */
const PRUNE_EVERY_MS = 60 * 1000;
/** While the database is busy, attempts are written later: retried this often, for this long. */
const RETRY_WRITE_MS = 250;
const GIVE_UP_WRITE_MS = 10 * 60 * 1000;

/** The limit's key for a username: trimmed and lower-cased, so case variants share one counter. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 100);
}

export interface LoginPermit {
  /** Records the outcome and frees the slot this attempt held. */
  finish(outcome: Exclude<LoginOutcome, 'throttled'>): void;
}

/**
 * Login brute-force limit: after MAX_LOGIN_FAILURES failures for one username (counted since its
 * last success), or from one IP (whatever succeeded from it meanwhile), within LOGIN_WINDOW_MS,
 * attempts are refused until the oldest of those failures leaves the window. Attempts still being
 * checked count as failures, so parallel requests cannot slip past the limit. Attempts are
 * stored, so a restart keeps it; rows older than the window are pruned, and of repeated refused
 * attempts only the first per username and IP is stored.
 *
 * Storing an attempt never fails the login: while another connection holds the write lock the
 * row is written later (see DeferredWrites), and a failure keeps counting in memory until then.
 */
export class LoginThrottle {
  private readonly inFlight = new Map<string, number>();
  private lastPruneMs = Number.NEGATIVE_INFINITY;
  private readonly writes: DeferredWrites;

  constructor(
    private readonly attempts: LoginAttemptsRepository,
    private readonly now: () => Date,
    onWriteFailure: (error: unknown, what: string) => void = () => undefined,
  ) {
    this.writes = new DeferredWrites({
      retryMs: RETRY_WRITE_MS,
      giveUpMs: GIVE_UP_WRITE_MS,
      onFailure: onWriteFailure,
    });
  }

  /** Writes what is still waiting for the database, giving up what fails (at shutdown). */
  flushPendingWrites(): void {
    this.writes.flush(true);
  }

  /** Milliseconds to wait before this key may try again, or 0. */
  private waitFor(column: 'username' | 'ip', value: string, nowMs: number): number {
    const pending = this.inFlight.get(`${column}:${value}`) ?? 0;
    const failures = this.attempts.recentFailures(
      column,
      value,
      nowMs - LOGIN_WINDOW_MS,
      MAX_LOGIN_FAILURES,
    );
    if (failures.length + pending < MAX_LOGIN_FAILURES) return 0;
    // Over the limit only because of attempts still running: try again in a moment.
    const oldest = failures[MAX_LOGIN_FAILURES - 1];
    if (oldest === undefined) return 1000;
    return Math.max(1000, oldest + LOGIN_WINDOW_MS - nowMs);
  }

  private hold(key: string, delta: number): void {
    const next = (this.inFlight.get(key) ?? 0) + delta;
    if (next <= 0) this.inFlight.delete(key);
    else this.inFlight.set(key, next);
  }

  /**
   * Either `{ retryAfterMs }` (refused; the refusal is recorded) or a permit for one attempt.
   */
  begin(username: string, ip: string): { retryAfterMs: number } | LoginPermit {
    const key = usernameKey(username);
    const nowMs = this.now().getTime();
    const retryAfterMs = Math.max(
      this.waitFor('username', key, nowMs),
      this.waitFor('ip', ip, nowMs),
    );
    if (retryAfterMs > 0) {
      // One refusal per username and IP is kept; repeated ones only reach the log.
      this.writes.run('throttled login attempt', () =>
        this.attempts.recordThrottledOnce(key, ip, nowMs, nowMs - LOGIN_WINDOW_MS),
      );
      return { retryAfterMs };
    }
    this.hold(`username:${key}`, 1);
    this.hold(`ip:${ip}`, 1);
    let finished = false;
    return {
      finish: (outcome) => {
        if (finished) return;
        finished = true;
        const release = (): void => {
          this.hold(`username:${key}`, -1);
          this.hold(`ip:${ip}`, -1);
        };
        const atMs = this.now().getTime();
        // A success frees its slot at once; a failure keeps counting until its row is stored.
        if (outcome === 'success') release();
        this.writes.run(
          `login ${outcome}`,
          () => this.attempts.record(key, ip, outcome, atMs),
          outcome === 'success' ? undefined : release,
        );
        this.prune(atMs);
      },
    };
  }

  /** The table only needs the window: older attempts go (they stay in the log). */
  private prune(nowMs: number): void {
    if (nowMs - this.lastPruneMs < PRUNE_EVERY_MS || this.writes.pending > 0) return;
    this.lastPruneMs = nowMs;
    this.writes.run('login attempts pruning', () =>
      this.attempts.pruneBefore(nowMs - LOGIN_WINDOW_MS),
    );
  }
}
