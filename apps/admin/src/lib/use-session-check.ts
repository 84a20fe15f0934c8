import {
  ApiError,
  RequestAbortedError,
  type ApiClient,
  type SecureResponse,
  type SessionEndReason,
} from '@fuelcard/contracts';
import { useEffect, useState } from 'react';
import { isPageLeaving, watchPageLeaving } from './page-leaving';
import { readToken } from './session';
import { sessionEndReason } from './session-end';

/** Waits before asking again after a request that got no answer (no status at all). */
export const NO_ANSWER_RETRY_MS = [400, 1500] as const;

function sameSession(a: SecureResponse | null, b: SecureResponse): boolean {
  return (
    a !== null &&
    a.role === b.role &&
    a.message === b.message &&
    a.id === b.id &&
    a.username === b.username &&
    a.previousSignIn?.at === b.previousSignIn?.at &&
    a.previousSignIn?.ip === b.previousSignIn?.ip
  );
}

/**
 * The session check of spec §4 (`GET /api/admin/secure`), on load and again whenever `round`
 * changes (every move between sections). A 401 or any other answer that is not a session ends the
 * session, and so does a check that never gets an answer. What is not an answer is not a failure:
 * a check the console itself gave up on (the section changed, the page went away) is forgotten,
 * and a request cancelled under it (the browser drops requests while the page is being left) is
 * simply asked again, so only a real failure ends the session.
 */
export function useSessionCheck(
  api: ApiClient,
  round: unknown,
  /** Ends the session; with the API's reason when its 401 gave one. */
  endSession: (reason?: SessionEndReason) => void,
  retryDelays: readonly number[] = NO_ANSWER_RETRY_MS,
  /** A 403: the role must enrol a second factor first (MFA_REQUIRED); else the session ends. */
  mustEnrol?: () => void,
): SecureResponse | null {
  const [session, setSession] = useState<SecureResponse | null>(null);
  const [shownAgain, setShownAgain] = useState(0);

  useEffect(() => {
    watchPageLeaving();
    // A page restored from the back/forward cache checks again: access may have changed.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setShownAgain((value) => value + 1);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  useEffect(() => {
    if (!readToken()) {
      endSession();
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unanswered = 0;

    const check = () => {
      api.secure({ signal: controller.signal }).then(
        (answer) => {
          if (!controller.signal.aborted)
            setSession((current) => (sameSession(current, answer) ? current : answer));
        },
        (error: unknown) => {
          if (controller.signal.aborted || error instanceof RequestAbortedError) return;
          if (error instanceof ApiError && error.status === 403 && mustEnrol) return mustEnrol();
          if (error instanceof ApiError) return endSession(sessionEndReason(error));
          // No answer at all. While the page is being left that is the browser cancelling the
          // request: ask again in a moment (if the page is gone, nothing runs any more).
          if (isPageLeaving()) {
            timer = setTimeout(check, retryDelays.at(-1) ?? 0);
            return;
          }
          const delay = retryDelays[unanswered];
          unanswered += 1;
          if (delay === undefined) return endSession();
          timer = setTimeout(check, delay);
        },
      );
    };
    check();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api, endSession, round, shownAgain, retryDelays, mustEnrol]);

  return session;
}
