export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The gap kept between a toolbar panel and the window's edges (review s45, finding 3). */
export const VIEWPORT_MARGIN = 8;
const GAP = 4;

/**
 * Where a toolbar panel goes (fixed, in window coordinates): under its button and starting at its
 * start edge, shifted left as far as needed to stay `margin` inside the window, and above the button
 * when there is no room under it (but room above), as Floating UI's shift and flip do. With room
 * neither under nor above (the phone's tall «Ещё» sheet under a toolbar in mid-screen), it is moved up
 * as far as needed to end `margin` above the window's bottom, over its button if need be, but never
 * above the window's top (a panel taller than the window scrolls inside, see editor.css).
 */
export function placePopover(
  anchor: Box,
  panel: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = VIEWPORT_MARGIN,
): { left: number; top: number } {
  const maxLeft = viewport.width - margin - panel.width;
  const left = Math.max(margin, Math.min(anchor.left, maxLeft));
  const below = anchor.top + anchor.height + GAP;
  const above = anchor.top - GAP - panel.height;
  const fitsBelow = below + panel.height <= viewport.height - margin;
  const fitsAbove = above >= margin;
  const top = fitsBelow
    ? below
    : fitsAbove
      ? above
      : Math.max(margin, viewport.height - margin - panel.height);
  return { left, top };
}
