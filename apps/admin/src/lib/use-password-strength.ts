import { RequestAbortedError } from '@fuelcard/contracts';
import { useEffect, useState } from 'react';
import { useAccountApi } from './account-api';

/** A pause in typing this long asks the API again. */
export const STRENGTH_PAUSE_MS = 300;

export type PasswordStrength =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'judged'; score: number; acceptable: boolean; problem: string | undefined }
  /** The API could not be asked (offline, rate limit): it still judges the password on save. */
  | { state: 'unavailable' };

/**
 * How the API would judge a new password while it is typed (POST /api/admin/password-strength),
 * after each pause in typing: the meter and the save can never disagree, and the estimator's
 * dictionaries (850 kB gzip) stay on the server. Stale answers are dropped.
 */
export function usePasswordStrength(password: string, username: string): PasswordStrength {
  const account = useAccountApi();
  const [strength, setStrength] = useState<PasswordStrength>({ state: 'empty' });

  useEffect(() => {
    if (password === '') {
      setStrength({ state: 'empty' });
      return;
    }
    setStrength({ state: 'checking' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      account
        .passwordStrength({ password, ...(username ? { username } : {}) }, controller.signal)
        .then(
          (answer) =>
            setStrength({
              state: 'judged',
              score: answer.score,
              acceptable: answer.acceptable,
              problem: answer.problem,
            }),
          (error: unknown) => {
            if (controller.signal.aborted || error instanceof RequestAbortedError) return;
            setStrength({ state: 'unavailable' });
          },
        );
    }, STRENGTH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [account, password, username]);

  return strength;
}
