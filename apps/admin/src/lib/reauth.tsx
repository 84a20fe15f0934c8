import { ApiError } from '@fuelcard/contracts';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AccountApiProvider, useAccountApi, type AccountApi } from './account-api';

/** The dialog loads when first needed (it is not part of the console's first load). */
const ReauthDialog = lazy(() =>
  import('./reauth-dialog').then((module) => ({ default: module.ReauthDialog })),
);

/** Whether an error is the API's 403 asking the session to confirm the sign-in first. */
export function isReauthRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as { reauthRequired?: unknown }).reauthRequired === true
  );
}

/**
 * The account calls with re-authentication built in: a call the API answers with `reauthRequired`
 * asks (`confirm`: the dialog, true once the sign-in is confirmed), then runs again; cancelled, it
 * fails with the API's own error, so the screen shows why nothing happened and keeps its input.
 * `reauth` itself is never wrapped. Methods keep their identity between reads.
 */
export function withReauth(api: AccountApi, confirm: () => Promise<boolean>): AccountApi {
  const wrapped = new Map<PropertyKey, unknown>();
  async function retrying<T>(call: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await call();
      } catch (error) {
        if (!isReauthRequired(error) || !(await confirm())) throw error;
      }
    }
  }
  return new Proxy(api, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name);
      if (typeof value !== 'function' || name === 'reauth') return value;
      if (!wrapped.has(name))
        wrapped.set(name, (...args: unknown[]) =>
          retrying(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)),
        );
      return wrapped.get(name);
    },
  });
}

interface Pending {
  promise: Promise<boolean>;
  resolve: (confirmed: boolean) => void;
}

/**
 * Gives the screens below it the account calls with re-authentication (issue 23): whenever one of
 * them answers `reauthRequired`, the dialog «Подтвердите вход» asks for the password or a code,
 * confirms it (POST /api/admin/me/reauth) and the call is repeated. Calls waiting at the same time
 * share one dialog.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const account = useAccountApi();
  const pending = useRef<Pending | null>(null);
  const [open, setOpen] = useState(false);

  const confirm = useCallback(() => {
    if (!pending.current) {
      let resolve!: (confirmed: boolean) => void;
      const promise = new Promise<boolean>((settle) => {
        resolve = settle;
      });
      pending.current = { promise, resolve };
      setOpen(true);
    }
    return pending.current.promise;
  }, []);

  const finish = useCallback((confirmed: boolean) => {
    pending.current?.resolve(confirmed);
    pending.current = null;
    setOpen(false);
  }, []);

  const withDialog = useMemo(() => withReauth(account, confirm), [account, confirm]);
  return (
    <AccountApiProvider value={withDialog}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <ReauthDialog
            account={account}
            onConfirmed={() => finish(true)}
            onCancel={() => finish(false)}
          />
        </Suspense>
      )}
    </AccountApiProvider>
  );
}
