import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top of the page whenever the path changes (not for query or hash changes). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
