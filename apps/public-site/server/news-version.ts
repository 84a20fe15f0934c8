import { createNewsApiHealth, type NewsApiHealth } from '../app/lib/news-api-health';

/** What the render cache compares its pages with. */
export interface NewsState {
  /** The API's news version (GET /api/news/version); '' before the first answer. */
  version: string;
  /** False while the API counts as down (no answer, a timeout, a failure). */
  available: boolean;
}

export interface NewsVersion {
  /**
   * The news state for a request: after a check that started once the request arrived, when the
   * API answers within `waitMs` (a write acknowledged by the API shows on the next page view);
   * else at once, with what is known (the check goes on in the background).
   */
  current(): Promise<NewsState>;
  /** What is known now, without asking. */
  readonly last: NewsState;
  readonly health: NewsApiHealth;
  /** How the checks went so far: the same version, a new one, or failed (metrics). */
  readonly checks: { unchanged: number; changed: number; failed: number };
}

export interface NewsVersionOptions {
  apiUrl: string;
  /** The API memory shared with the page loaders (news.server.ts); a new one when absent. */
  health?: NewsApiHealth;
  /**
   * A fingerprint checked this recently is reused without asking (0, the default: every request
   * gets a check that started after it arrived).
   */
  intervalMs?: number;
  /**
   * The longest a request waits for a check (default: the timeout). While the API answers in
   * time, every page waits for the version, so that no page shows news the API has changed or
   * withdrawn however loaded the machine; an API slower than this counts as down.
   */
  waitMs?: number;
  /** A check not answered in this time fails, and the API counts as down (default 700 ms). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

interface Check {
  startedAt: number;
  /** Settles when the check ends or when `waitMs` has passed, whichever comes first. */
  waited: Promise<void>;
  /** Settles `2 × waitMs` after the start: the longest a caller queued behind this check waits. */
  late: Promise<void>;
  done: Promise<void>;
  /** Set when `waitMs` passed before the check ended: the API is slow, nobody else waits on it. */
  slow: boolean;
}

/**
 * The news version the render cache compares its pages with (GET /api/news/version: it moves
 * with every change of the news, by any writer, and with the day in Minsk; ADR api-0011).
 * Concurrent callers share one check, as long as it started after they arrived. While the API
 * answers within `waitMs` every request waits for a check, so that a page never shows news the
 * API has changed or withdrawn (docs/decisions/public-site-0009-news-by-query.md); a check
 * slower than that is not waited for, and while the API counts as down (health) requests get the
 * last known state at once while one check a second (the health's retry interval) runs in the
 * background.
 */
export function createNewsVersion(options: NewsVersionOptions): NewsVersion {
  const intervalMs = options.intervalMs ?? 0;
  const timeoutMs = options.timeoutMs ?? 700;
  const waitMs = options.waitMs ?? timeoutMs;
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const health = options.health ?? createNewsApiHealth();
  let version = '';
  let checkedAt = -Infinity;
  let current: Check | null = null;
  let queued: Promise<void> | null = null;
  const checks = { unchanged: 0, changed: 0, failed: 0 };

  const snapshot = (): NewsState => ({ version, available: !health.down });

  async function ask(): Promise<void> {
    try {
      const response = await fetchImpl(`${options.apiUrl}/api/news/version`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const answer = (await response.json()) as { version?: unknown };
      if (typeof answer?.version !== 'string' || answer.version === '')
        throw new Error('no news version');
      if (answer.version !== version) {
        version = answer.version;
        checks.changed += 1;
      } else checks.unchanged += 1;
      health.succeeded();
    } catch {
      checks.failed += 1;
      health.failed();
    }
  }

  function start(): Check {
    const startedAt = now();
    const done = ask().then(() => {
      checkedAt = startedAt;
      if (current?.done === done) current = null;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check: Check = { startedAt, done, slow: false } as Check;
    check.waited = Promise.race([
      done,
      new Promise<void>(
        (resolve) =>
          (timer = setTimeout(() => {
            check.slow = true;
            resolve();
          }, waitMs)),
      ),
    ]).finally(() => clearTimeout(timer));
    check.late = new Promise<void>((resolve) => setTimeout(resolve, 2 * waitMs).unref());
    current = check;
    return check;
  }

  return {
    health,
    checks,
    get last() {
      return snapshot();
    },
    async current() {
      const arrival = now();
      if (health.down) {
        // Down: answer with what is known; one caller a second checks in the background.
        if (health.claimProbe() && !current) start();
        return snapshot();
      }
      if (arrival - checkedAt < intervalMs) return snapshot();
      if (!current) {
        await start().waited;
        return snapshot();
      }
      if (current.startedAt >= arrival) {
        await current.waited;
        return snapshot();
      }
      // A check that started before this request: wait for the next one, unless the API is
      // already slower than a request may wait.
      if (current.slow || arrival - current.startedAt > waitMs) return snapshot();
      queued ??= current.done.then(() => {
        queued = null;
        if (!health.down) return start().waited;
      });
      await Promise.race([queued, current.late]);
      return snapshot();
    },
  };
}
