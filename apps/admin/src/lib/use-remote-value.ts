import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteValue<T> {
  /** The last answer; kept while the next one loads, so a list does not blank between pages. */
  value: T | undefined;
  loading: boolean;
  /**
   * Loads again (after a create, update or delete); settles once the new answer (or the failure)
   * is in the state, so a caller can wait for it before it says the work is done.
   */
  reload: () => Promise<void>;
}

/**
 * A value read from the API, read again whenever `load` changes (its identity: wrap it in
 * useCallback with what it reads). An answer that arrives after a newer request started is
 * dropped. A failure is only logged with `failureMessage` (spec §8) and the value is emptied.
 */
export function useRemoteValue<T>(load: () => Promise<T>, failureMessage: string): RemoteValue<T> {
  const [state, setState] = useState<{ value: T | undefined; loading: boolean }>({
    value: undefined,
    loading: true,
  });
  const [round, setRound] = useState(0);
  // Callers of reload() waiting for the next answer.
  const waiting = useRef<Array<() => void>>([]);

  useEffect(() => {
    let cancelled = false;
    setState((current) => (current.loading ? current : { ...current, loading: true }));
    const settled = () => {
      const callers = waiting.current;
      waiting.current = [];
      for (const resolve of callers) resolve();
    };
    load().then(
      (value) => {
        if (cancelled) return;
        setState({ value, loading: false });
        settled();
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(failureMessage, error);
        setState({ value: undefined, loading: false });
        settled();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, failureMessage, round]);

  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setRound((value) => value + 1);
      }),
    [],
  );
  return { ...state, reload };
}
