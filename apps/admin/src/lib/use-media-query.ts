import { useSyncExternalStore } from 'react';

/** The console's phone layout: below the kit's tablet breakpoint (768 px). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Whether a media query matches, kept up to date. Without matchMedia (tests) it never matches,
 * so the desktop layout is the default.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** A narrow phone, below 600 px: the lists show 10 rows a page unless asked for more. */
export const NARROW_PHONE_QUERY = '(max-width: 599.98px)';

/**
 * Below the kit's desktop breakpoint (1024 px): lists show cards instead of tables, and the frame
 * is one bar with the menu as a sheet instead of a sidebar.
 */
export const PHONE_OR_NARROW_QUERY = '(max-width: 1023.98px)';

/** A desk narrower than 1280 px: tables give up their widest optional column. */
export const SMALL_DESK_QUERY = '(max-width: 1279.98px)';

/** A touch screen without hover (a phone or a tablet): nothing is dragged, no keys are pressed. */
export const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';
