import { useRemoteValue } from './use-remote-value';

const NONE: never[] = [];

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
  const { value, loading, reload } = useRemoteValue(load, failureMessage);
  return { items: value ?? NONE, loading, reload };
}
