/**
 * What the site remembers about the news API between requests: whether it was found down (no
 * answer, a timeout, a failed answer) and how many answers were given the bundled fallback news.
 * The page loaders (news.server.ts) and the render cache's news check (server/news-version.ts)
 * share one per API base, so neither waits on an API the other has just found down, and the
 * render cache can tell a page rendered with fallback news from one rendered with the real list.
 */
export interface NewsApiHealth {
  /** True from a failure until a call succeeds again: callers use what they have at once. */
  readonly down: boolean;
  /** How many answers used the fallback news so far (compared before and after a render). */
  readonly fallbacks: number;
  failed(): void;
  succeeded(): void;
  /**
   * While down: true for one caller at a time, at most once per retry interval — that caller
   * asks the API in the background and reports the outcome with failed() / succeeded().
   */
  claimProbe(): boolean;
  countFallback(): void;
}

/** How often a down API is asked again (by one caller, in the background). */
export const NEWS_API_RETRY_MS = 1_000;

export function createNewsApiHealth({
  retryMs = NEWS_API_RETRY_MS,
  now = () => Date.now(),
}: { retryMs?: number; now?: () => number } = {}): NewsApiHealth {
  let down = false;
  let probing = false;
  let lastAttempt = -Infinity;
  let fallbacks = 0;
  return {
    get down() {
      return down;
    },
    get fallbacks() {
      return fallbacks;
    },
    failed() {
      down = true;
      probing = false;
      lastAttempt = now();
    },
    succeeded() {
      down = false;
      probing = false;
    },
    claimProbe() {
      if (!down || probing || now() - lastAttempt < retryMs) return false;
      probing = true;
      lastAttempt = now();
      return true;
    },
    countFallback() {
      fallbacks += 1;
    },
  };
}
