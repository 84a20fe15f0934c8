import { useT } from '@fuelcard/i18n/react';
import { ToastRegion, type ToastMessage, type ToastTone } from '@fuelcard/ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** One way back offered with a toast («Отменить» after a delete). */
export type ToastAction = NonNullable<ToastMessage['action']>;
type Notify = (message: string, tone?: ToastTone, action?: ToastAction) => void;

const ToastContext = createContext<Notify>(() => {});

let nextId = 1;

/** Holds the console's toasts and their polite live region (issue 18: saves and deletes). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const notify = useCallback<Notify>((message, tone = 'success', action) => {
    const id = nextId++;
    // At most three at a time: the oldest goes first.
    setToasts((list) => [...list.slice(-2), { id, message, tone, ...(action ? { action } : {}) }]);
  }, []);
  const dismiss = useCallback(
    (id: ToastMessage['id']) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastRegion
        className="console-toasts"
        toasts={toasts}
        onDismiss={dismiss}
        dismissLabel={t('admin.toast.dismiss')}
      />
    </ToastContext.Provider>
  );
}

/** Shows a short confirmation in the toast region. */
export function useToast(): Notify {
  return useContext(ToastContext);
}
