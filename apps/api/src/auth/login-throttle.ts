import type { LoginAttemptsRepository, LoginOutcome } from '../db/repositories/login-attempts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_LOGIN_FAILURES = 5;
/** Attempts older than the window are deleted at most this often (when an attempt is recorded). */
const PRUNE_EVERY_MS = 60 * 1000;

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
 */
export class LoginThrottle {
  private readonly inFlight = new Map<string, number>();
  private lastPruneMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly attempts: LoginAttemptsRepository,
    private readonly now: () => Date,
  ) {}

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
      this.attempts.recordThrottledOnce(key, ip, nowMs, nowMs - LOGIN_WINDOW_MS);
      return { retryAfterMs };
    }
    this.hold(`username:${key}`, 1);
    this.hold(`ip:${ip}`, 1);
    let finished = false;
    return {
      finish: (outcome) => {
        if (finished) return;
        finished = true;
        this.hold(`username:${key}`, -1);
        this.hold(`ip:${ip}`, -1);
        const atMs = this.now().getTime();
        this.attempts.record(key, ip, outcome, atMs);
        this.prune(atMs);
      },
    };
  }

  /** The table only needs the window: older attempts go (they stay in the log). */
  private prune(nowMs: number): void {
    if (nowMs - this.lastPruneMs < PRUNE_EVERY_MS) return;
    this.lastPruneMs = nowMs;
    this.attempts.pruneBefore(nowMs - LOGIN_WINDOW_MS);
  }
}
