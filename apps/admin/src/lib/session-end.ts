import { ApiError, type SessionEndReason } from '@fuelcard/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearToken } from './session';

/** What the login page is told when the console comes back to it. */
export interface LoginState {
  ended?: SessionEndReason;
}

const REASONS: readonly SessionEndReason[] = [
  'session-ended',
  'session-idle',
  'password-changed',
  'session-expired',
];

/** Why the API refused the session (its 401's `reason`), if it said. */
export function sessionEndReason(error: unknown): SessionEndReason | undefined {
  if (!(error instanceof ApiError) || error.status !== 401) return undefined;
  const reason = (error.body as { reason?: unknown } | null)?.reason;
  return REASONS.find((known) => known === reason);
}

/** The catalogue key of a reason's sentence on the login page. */
export const endedTextKey = (reason: SessionEndReason) =>
  `admin.login.ended.${
    {
      'session-ended': 'sessionEnded',
      'session-idle': 'sessionIdle',
      'password-changed': 'passwordChanged',
      'session-expired': 'sessionExpired',
    }[reason]
  }`;

/**
 * Ends the session in this browser: forgets the token and goes to the login, which says why when
 * the API did (ended elsewhere, idle, password changed, 8 hours).
 */
export function useEndSession(): (reason?: SessionEndReason) => void {
  const navigate = useNavigate();
  return useCallback(
    (reason?: SessionEndReason) => {
      clearToken();
      const state: LoginState | null = reason ? { ended: reason } : null;
      navigate('/administrator', { replace: true, state });
    },
    [navigate],
  );
}
