/**
 * When a session is idle (docs/decisions/api-0009). A session's last use is not written on every
 * request: only once the stored one is older than `touchEveryMs` — a sixtieth of the idle time,
 * one minute at most (1 s under SESSION_IDLE_MINUTES=1). So the true last use is less than
 * `touchEveryMs` after the stored one, and a session counts as idle only once the stored use is
 * older than the idle time plus that step: it never ends while it is in use, and ends at most
 * `touchEveryMs` (1/60 of the setting) after the idle time has truly passed.
 */

/** How stale the stored last use may get before a request writes its own. */
export function touchEveryMs(idleMs: number): number {
  return Math.max(1, Math.min(60_000, Math.floor(idleMs / 60)));
}

/** Whether a request at `nowMs` finds the session idle, its last use stored at `lastSeenAtMs`. */
export function isIdle(lastSeenAtMs: number, nowMs: number, idleMs: number): boolean {
  return nowMs - lastSeenAtMs >= idleMs + touchEveryMs(idleMs);
}

/** Whether a request at `nowMs` should store its use. */
export function shouldTouch(lastSeenAtMs: number, nowMs: number, idleMs: number): boolean {
  return nowMs - lastSeenAtMs >= touchEveryMs(idleMs);
}
