import { useCallback, useEffect, useState } from 'react';

export interface RemoteList<T> {
  items: T[];
  loading: boolean;
  /** Loads the list again (after a create, update or delete). */
  reload: () => void;
}

/**
 * A list read from the API. A failure is only logged to the console with `failureMessage`
 * (spec §8) and the list stays empty. `load` must keep its identity between renders.
 */
export function useRemoteList<T>(load: () => Promise<T[]>, failureMessage: string): RemoteList<T> {
  const [state, setState] = useState<{ items: T[]; loading: boolean }>({ items: [], loading: true });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState((current) => (current.loading ? current : { ...current, loading: true }));
    load().then(
      (items) => {
        if (!cancelled) setState({ items, loading: false });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(failureMessage, error);
        setState({ items: [], loading: false });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, failureMessage, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
