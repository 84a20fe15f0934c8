import type { LoginAttemptsRepository, LoginOutcome } from '../db/port';
import { CONTROL_CHARACTERS } from '../text/control-characters';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one username from one IP after which that pair is refused for the window. */
export const MAX_PAIR_FAILURES = 5;
/** Failures from one IP, whatever the usernames, after which that IP is refused for the window. */
export const MAX_IP_FAILURES = 10;
/** Failures of one username from any IPs after which its answers are slowed down progressively. */
export const USERNAME_SLOWDOWN_FROM = 5;
/** The first slowdown step and the longest; each further failure doubles the step. */
const SLOWDOWN_FIRST_MS = 250;
const SLOWDOWN_MAX_MS = 4000;
/**
 * Failures of one username from any IPs beyond which each address gets only a few tries of its
 * own on it (MAX_PAIR_FAILURES_PAST_BUDGET): a distributed guesser gets a few guesses per
 * address, while the owner — whose address has not failed repeatedly — still gets in.
 */
export const USERNAME_FAILURE_BUDGET = 50;
/**
 * Past the username's budget, an address is refused on it once it has failed this many times
 * itself: a typo or two by the owner never stops their right password; others' failures only
 * slow it down.
 */
export const MAX_PAIR_FAILURES_PAST_BUDGET = 3;
/** Attempts older than the window are deleted at most this often (when an attempt is recorded). */
const PRUNE_EVERY_MS = 60 * 1000;

/** The limit's key for a username: trimmed, lower-cased and without control characters. */
export function usernameKey(username: string): string {
  return username.replace(CONTROL_CHARACTERS, '').trim().toLowerCase().slice(0, 100);
}

export interface LoginPermit {
  /** How long to hold the answer back (the username's progressive slowdown), in ms. */
  delayMs: number;
  /** Records the outcome and frees the slot this attempt held. */
  finish(outcome: Exclude<LoginOutcome, 'throttled'>): void;
  /**
   * Frees the slot without recording anything: a right password whose second step is still to
   * come. It is no success yet, so it does not reset the failures counted since the last one.
   */
  release(): void;
}

type Key = { username: string } | { ip: string } | { username: string; ip: string };

/**
 * An attempt from its start until its row is stored: undecided (it counts as a failure), a
 * failure at `atMs` (it counts unless its row is already among those read), or anything else.
 */
interface InFlight {
  outcome?: 'failure' | 'other';
  atMs?: number;
}

const keyName = (key: Key): string =>
  `${'username' in key ? key.username : ''}\u0000${'ip' in key ? key.ip : ''}`;

/**
 * The login brute-force limit (docs/decisions/api-0007-login-throttle.md). Within LOGIN_WINDOW_MS:
 *  - one username from one IP: refused after MAX_PAIR_FAILURES failures (since its last success
 *    from there);
 *  - one IP: refused after MAX_IP_FAILURES failures, whatever succeeded from it meanwhile;
 *  - one username from any IPs: never a lockout. From USERNAME_SLOWDOWN_FROM failures on, every
 *    answer for it is held back progressively (250 ms doubling to 4 s); past
 *    USERNAME_FAILURE_BUDGET failures, an address that has itself failed on it
 *    MAX_PAIR_FAILURES_PAST_BUDGET times is refused. Others' failures never stop a right
 *    password from an address that has not failed repeatedly (a typo or two included).
 * The same rules hold for known and unknown usernames (same answers, same timing). Attempts
 * still being checked count as failures, so parallel requests cannot slip past. Attempts are
 * stored (a restart keeps the limit; instances sharing a database share it), rows older than the
 * window are pruned, and of repeated refused attempts only the first per username and IP is stored.
 */
export class LoginThrottle {
  private readonly inFlight = new Map<string, Set<InFlight>>();
  private lastPruneMs = Number.NEGATIVE_INFINITY;
  /**
   * The time of this instance's last finished attempt. Each attempt gets its own millisecond, so
   * an attempt still being stored is never taken for an older row of the same time (a stopped
   * clock, or two failures in one millisecond, would otherwise count once).
   */
  private lastAtMs = Number.NEGATIVE_INFINITY;
  private readonly writes = new Set<Promise<unknown>>();
  /** When this instance last stored a refusal per username and IP (no duplicate rows from it). */
  private readonly refusalsStored = new Map<string, number>();

  constructor(
    private readonly attempts: LoginAttemptsRepository,
    private readonly now: () => Date,
    private readonly onWriteFailure: (error: unknown, what: string) => void = () => undefined,
  ) {}

  /** Waits for the attempts still being stored (at shutdown, before the database closes). */
  async flushPendingWrites(): Promise<void> {
    await Promise.allSettled([...this.writes]);
  }

  private store(what: string, write: () => Promise<unknown>, then?: () => void): void {
    const pending = write()
      .catch((error: unknown) => this.onWriteFailure(error, what))
      .finally(() => {
        this.writes.delete(pending);
        then?.();
      });
    this.writes.add(pending);
  }

  /**
   * Stored failures in the window, newest first, plus the attempts of this key ahead of this one
   * that are not among them: those still being checked, and failures whose rows the read did not
   * see yet. A failure whose row is stored but not yet acknowledged is counted once, not twice (a
   * busy database commits before its client hears back: the owner's fourth typo must not count
   * as a fifth).
   */
  private async failures(
    key: Key,
    ahead: InFlight[],
    nowMs: number,
    limit: number,
  ): Promise<{ count: number; times: number[] }> {
    const times = await this.attempts.recentFailures(key, nowMs - LOGIN_WINDOW_MS, limit);
    const unseen = [...times];
    let pending = 0;
    for (const attempt of ahead) {
      if (attempt.outcome === 'other') continue;
      const seen = attempt.outcome === 'failure' ? unseen.indexOf(attempt.atMs!) : -1;
      if (seen >= 0) unseen.splice(seen, 1);
      else pending += 1;
    }
    return { count: times.length + pending, times };
  }

  /**
   * Milliseconds until the count of a key drops below `max` (its failures leave the window). When
   * the count is reached only with attempts still being checked (their rows not stored yet), those
   * will count for a whole window once stored.
   */
  private static waitUntilBelow(times: number[], max: number, nowMs: number): number {
    const oldest = times[max - 1];
    if (oldest === undefined) return LOGIN_WINDOW_MS;
    return Math.max(1000, oldest + LOGIN_WINDOW_MS - nowMs);
  }

  private hold(keys: Key[], attempt: InFlight): void {
    for (const key of keys) {
      const name = keyName(key);
      const held = this.inFlight.get(name) ?? new Set<InFlight>();
      held.add(attempt);
      this.inFlight.set(name, held);
    }
  }

  private unhold(keys: Key[], attempt: InFlight): void {
    for (const key of keys) {
      const name = keyName(key);
      const held = this.inFlight.get(name);
      held?.delete(attempt);
      if (held?.size === 0) this.inFlight.delete(name);
    }
  }

  /** Either `{ retryAfterMs }` (refused; the refusal is recorded) or a permit for one attempt. */
  async begin(username: string, ip: string): Promise<{ retryAfterMs: number } | LoginPermit> {
    const name = usernameKey(username);
    const nowMs = this.now().getTime();
    const keys: Key[] = [{ username: name, ip }, { ip }, { username: name }];
    // The slot is taken before the (asynchronous) reads: of parallel attempts, each counts those
    // that arrived before it, whatever order the database answers in.
    const ahead = keys.map((key) => [...(this.inFlight.get(keyName(key)) ?? [])]);
    const attempt: InFlight = {};
    this.hold(keys, attempt);
    let pair, address, user;
    try {
      [pair, address, user] = await Promise.all([
        this.failures(keys[0]!, ahead[0]!, nowMs, MAX_PAIR_FAILURES),
        this.failures(keys[1]!, ahead[1]!, nowMs, MAX_IP_FAILURES),
        this.failures(keys[2]!, ahead[2]!, nowMs, USERNAME_FAILURE_BUDGET),
      ]);
    } catch (error) {
      this.unhold(keys, attempt);
      throw error;
    }

    let retryAfterMs = 0;
    if (pair.count >= MAX_PAIR_FAILURES)
      retryAfterMs = LoginThrottle.waitUntilBelow(pair.times, MAX_PAIR_FAILURES, nowMs);
    if (address.count >= MAX_IP_FAILURES)
      retryAfterMs = Math.max(
        retryAfterMs,
        LoginThrottle.waitUntilBelow(address.times, MAX_IP_FAILURES, nowMs),
      );
    // Over the username's budget, an address that has failed on it repeatedly itself waits until
    // either enough of its own failures or enough of the username's leave the window. Others'
    // failures alone never refuse an address: at most they slow it down.
    if (user.count >= USERNAME_FAILURE_BUDGET && pair.count >= MAX_PAIR_FAILURES_PAST_BUDGET) {
      retryAfterMs = Math.max(
        retryAfterMs,
        Math.min(
          LoginThrottle.waitUntilBelow(pair.times, MAX_PAIR_FAILURES_PAST_BUDGET, nowMs),
          LoginThrottle.waitUntilBelow(user.times, USERNAME_FAILURE_BUDGET, nowMs),
        ),
      );
    }
    if (retryAfterMs > 0) {
      attempt.outcome = 'other';
      this.unhold(keys, attempt);
      // One refusal per username and IP is kept; repeated ones only reach the log. (The check in
      // memory keeps parallel refusals of this instance from racing past the database's check.)
      const pair = keyName(keys[0]!);
      if ((this.refusalsStored.get(pair) ?? Number.NEGATIVE_INFINITY) <= nowMs - LOGIN_WINDOW_MS) {
        this.refusalsStored.set(pair, nowMs);
        this.store('throttled login attempt', () =>
          this.attempts.recordThrottledOnce(name, ip, nowMs, nowMs - LOGIN_WINDOW_MS),
        );
      }
      return { retryAfterMs };
    }

    const beyond = user.count - USERNAME_SLOWDOWN_FROM;
    const delayMs =
      beyond < 0 ? 0 : Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_FIRST_MS * 2 ** Math.min(beyond, 10));
    let finished = false;
    return {
      delayMs,
      finish: (outcome) => {
        if (finished) return;
        finished = true;
        const release = (): void => this.unhold(keys, attempt);
        const atMs = Math.max(this.now().getTime(), this.lastAtMs + 1);
        this.lastAtMs = atMs;
        attempt.outcome = outcome === 'success' ? 'other' : 'failure';
        attempt.atMs = atMs;
        // A success frees its slot at once; a failure keeps counting until its row is stored.
        if (outcome === 'success') release();
        this.store(
          `login ${outcome}`,
          () => this.attempts.record(name, ip, outcome, atMs),
          outcome === 'success' ? undefined : release,
        );
        this.prune(atMs);
      },
      release: () => {
        if (finished) return;
        finished = true;
        attempt.outcome = 'other';
        this.unhold(keys, attempt);
      },
    };
  }

  /** The table only needs the window: older attempts go (they stay in the log). */
  private prune(nowMs: number): void {
    if (nowMs - this.lastPruneMs < PRUNE_EVERY_MS) return;
    this.lastPruneMs = nowMs;
    for (const [pair, at] of this.refusalsStored)
      if (at <= nowMs - LOGIN_WINDOW_MS) this.refusalsStored.delete(pair);
    this.store('login attempts pruning', () => this.attempts.pruneBefore(nowMs - LOGIN_WINDOW_MS));
  }
}
