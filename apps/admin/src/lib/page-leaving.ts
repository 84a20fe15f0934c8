/**
 * Whether the page is being left (a reload, a link to another site, closing the tab): between
 * `beforeunload`/`pagehide` and the page being shown again. Browsers cancel the page's requests
 * while it goes away, and some still run its code then; a request cancelled that way got no
 * answer, so it says nothing about the session. If the leaving is called off (the user stays on
 * the page after the unsaved-changes prompt), the flag clears itself a moment later.
 */
let leaving = false;
let reset: ReturnType<typeof setTimeout> | undefined;
let listening = false;

const STAY_CHECK_MS = 1500;

function markLeaving() {
  leaving = true;
  clearTimeout(reset);
  reset = setTimeout(() => (leaving = false), STAY_CHECK_MS);
}

function markShown() {
  leaving = false;
  clearTimeout(reset);
}

/** Starts listening (once per page). */
export function watchPageLeaving(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeunload', markLeaving);
  target.addEventListener('pagehide', markLeaving);
  target.addEventListener('pageshow', markShown);
}

export function isPageLeaving(): boolean {
  return leaving;
}

/** For tests: forget the state. */
export function resetPageLeaving(): void {
  markShown();
}
