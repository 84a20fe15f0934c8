import { createHash } from 'node:crypto';
import type { NewsMap } from '@fuelcard/contracts';
import { createNewsApiHealth, type NewsApiHealth } from '../app/lib/news-api-health';

/** What the render cache compares its pages with. */
export interface NewsState {
  /** Fingerprint (SHA-1) of the last public news list the API sent; '' before the first. */
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
  /** How the checks went so far: 304 (unchanged), 200 (a new list) or failed (metrics). */
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
  /** The longest a request waits for a check (default 40 ms); a slower API is not waited on. */
  waitMs?: number;
  /** A check not answered in this time fails, and the API counts as down (default 700 ms). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /**
   * Given each new public list with its fingerprint (once per news change), e.g. for the
   * directory of news addresses (news-directory.ts).
   */
  onList?: (version: string, news: NewsMap) => void;
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

/** Hands a list on when it is a news map; anything else is not a list of news. */
function handList(
  onList: (version: string, news: NewsMap) => void,
  version: string,
  body: ArrayBuffer,
) {
  let news: unknown;
  try {
    news = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return;
  }
  if (typeof news === 'object' && news !== null && !Array.isArray(news))
    onList(version, news as NewsMap);
}

/**
 * The fingerprint of the public news list (GET /api/admin/news without a token, revalidated with
 * its ETag: the API answers 304 while nothing changed). Concurrent callers share one check, as
 * long as it started after they arrived. Nobody waits on a slow or down API: a check older than
 * `waitMs` is not waited for, and while the API counts as down (health) requests get the last
 * known state at once while one check a second (the health's retry interval) runs in the
 * background.
 */
export function createNewsVersion(options: NewsVersionOptions): NewsVersion {
  const intervalMs = options.intervalMs ?? 0;
  const waitMs = options.waitMs ?? 40;
  const timeoutMs = options.timeoutMs ?? 700;
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const health = options.health ?? createNewsApiHealth();
  let version = '';
  let etag: string | null = null;
  let checkedAt = -Infinity;
  let current: Check | null = null;
  let queued: Promise<void> | null = null;
  const checks = { unchanged: 0, changed: 0, failed: 0 };

  const snapshot = (): NewsState => ({ version, available: !health.down });

  async function ask(): Promise<void> {
    try {
      const response = await fetchImpl(`${options.apiUrl}/api/admin/news`, {
        headers: etag ? { 'if-none-match': etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status !== 304 || !version) {
        if (!response.ok) throw new Error(`answered ${response.status}`);
        const body = await response.arrayBuffer();
        etag = response.headers.get('etag');
        version = createHash('sha1').update(new Uint8Array(body)).digest('base64url');
        checks.changed += 1;
        if (options.onList) handList(options.onList, version, body);
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
