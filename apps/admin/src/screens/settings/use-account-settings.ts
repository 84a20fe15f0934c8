import { ApiError, RequestAbortedError, type AccountResponse } from '@fuelcard/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { SessionEndReason } from '@fuelcard/contracts';
import { useAccountApi } from '../../lib/account-api';
import { sessionEndReason } from '../../lib/session-end';

export interface AccountSettings {
  settings: AccountResponse | null;
  failed: boolean;
  reload: () => void;
}

/**
 * The signed-in administrator's settings (GET /api/admin/me), loaded on open and after each
 * change. A 401 (the session ended elsewhere) goes to `onSessionEnded`.
 */
export function useAccountSettings(
  onSessionEnded: (reason?: SessionEndReason) => void,
): AccountSettings {
  const account = useAccountApi();
  const [settings, setSettings] = useState<AccountResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    account.account(controller.signal).then(
      (answer) => {
        setSettings(answer);
        setFailed(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted || error instanceof RequestAbortedError) return;
        if (error instanceof ApiError && error.status === 401)
          return onSessionEnded(sessionEndReason(error));
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [account, round, onSessionEnded]);

  return { settings, failed, reload };
}
