import { useEffect, useRef, useState } from 'react';

/**
 * The text of a list's search box: follows typing at once (the list filters on it) and is written
 * to the address a moment later, so that a reload or a shared link keeps it without an entry in
 * the history per keystroke. A change of the address from elsewhere (reset, back) wins.
 */
export function useSearchText(
  inAddress: string,
  commit: (text: string) => void,
  delayMs = 300,
): [string, (text: string) => void] {
  const [text, setText] = useState(inAddress);
  const committed = useRef(inAddress);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;

  useEffect(() => {
    if (inAddress === committed.current) return;
    committed.current = inAddress;
    setText(inAddress);
  }, [inAddress]);

  useEffect(() => {
    if (text === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text;
      latestCommit.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return [text, setText];
}
