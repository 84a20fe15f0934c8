import { useLayoutEffect, type RefObject } from 'react';

/** The nearest ancestor that scrolls (a dialog's body), or null when the page itself scrolls. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'hidden') return node;
  }
  return null;
}

/**
 * The toolbar sticks to the top of what scrolls while a long text is typed (editor.css). In a
 * dialog's body that is its top; on a page it is under the page's sticky header (the console's
 * bar), whose height is measured, as it changes with the width and the greeting, and set as
 * `--rte-sticky-top`, so that the toolbar never slides under it.
 */
export function useStickyTop(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    const set = (top: number) => toolbar.style.setProperty('--rte-sticky-top', `${Math.max(0, Math.round(top))}px`);
    const scroller = scrollingAncestor(toolbar);
    if (scroller) {
      // In a dialog's body, at its very edge, over its top padding: stuck at the padding's edge it
      // left a gap through which the text scrolled under it showed (review s47, finding 8).
      const padding = scroller.closest('[role="dialog"]')
        ? parseFloat(getComputedStyle(scroller).paddingTop) || 0
        : 0;
      toolbar.style.setProperty('--rte-sticky-top', `${-Math.round(padding)}px`);
      return;
    }
    const headers = [...document.querySelectorAll<HTMLElement>('header')].filter((header) =>
      ['sticky', 'fixed'].includes(getComputedStyle(header).position),
    );
    const update = () => set(Math.max(0, ...headers.map((header) => header.getBoundingClientRect().height)));
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    for (const header of headers) observer?.observe(header);
    return () => observer?.disconnect();
  }, [ref]);
}
