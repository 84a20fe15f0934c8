import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

/**
 * What a list shows (search, filters, order, page), held as state so that quick changes in a
 * row never undo each other, and written to the address (replace, no history entry each time)
 * so that a reload or a shared link shows the same: at once for a filter, order or page, a
 * moment after the last keystroke for the search. A move back or forward in the history is read
 * back from the address.
 */
export function useListQuery<Query extends { q: string }>(
  parse: (params: URLSearchParams) => Query,
  serialize: (query: Query) => URLSearchParams,
  typingDelayMs = 250,
): [Query, (changes: Partial<Query>) => void] {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => parse(params));
  const typing = useRef(false);
  const location = useLocation();
  const navigation = useNavigationType();
  const parseRef = useRef(parse);
  parseRef.current = parse;

  useEffect(() => {
    if (navigation === 'POP') setQuery(parseRef.current(new URLSearchParams(location.search)));
    // Only a move in the history (a new location key) is read back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => {
    const wanted = serialize(query).toString();
    const write = () => {
      if (wanted !== new URLSearchParams(window.location.search).toString())
        setParams(new URLSearchParams(wanted), { replace: true, preventScrollReset: true });
    };
    if (!typing.current) {
      write();
      return;
    }
    const timer = setTimeout(write, typingDelayMs);
    // A reload right after typing still finds the search in the address (the router has no time
    // left then, so the history entry is replaced directly).
    const atOnce = () => {
      const { pathname, hash } = window.location;
      window.history.replaceState(
        window.history.state,
        '',
        `${pathname}${wanted ? `?${wanted}` : ''}${hash}`,
      );
    };
    window.addEventListener('pagehide', atOnce);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', atOnce);
    };
  }, [query, serialize, setParams, typingDelayMs]);

  const change = useCallback((changes: Partial<Query>) => {
    typing.current = 'q' in changes;
    setQuery((current) => ({ ...current, ...changes }));
  }, []);
  return [query, change];
}
