import { useLayoutEffect, useRef, useState } from 'react';

/** Columns of a result's box past its right edge (not wholly in view), and whether it is scrolled. */
export interface ColumnEdge {
  hidden: number;
  scrolled: boolean;
}

/** A column counts as out of view when more than this many pixels of it are past the edge. */
const EDGE_SLACK = 4;

/** How many header cells of `box` end past its visible right edge, and whether it is scrolled sideways. */
export function columnsPastEdge(box: HTMLElement): ColumnEdge {
  const rect = box.getBoundingClientRect();
  const right = rect.left + box.clientLeft + box.clientWidth + EDGE_SLACK;
  let hidden = 0;
  box.querySelectorAll('thead th').forEach((cell) => {
    if (cell.getBoundingClientRect().right > right) hidden += 1;
  });
  return { hidden, scrolled: box.scrollLeft > 0 };
}

/** Whether rows of a bounded `box` lie below its visible bottom (it is not scrolled to its end). */
export function rowsBelow(box: HTMLElement): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight > 1;
}

/** Scrolls the box so that the first column not wholly in view starts right after the fixed first column. */
function scrollToNextColumn(box: HTMLElement) {
  const heads = [...box.querySelectorAll('thead th')];
  const rect = box.getBoundingClientRect();
  const right = rect.left + box.clientLeft + box.clientWidth + EDGE_SLACK;
  const next = heads.find((cell) => cell.getBoundingClientRect().right > right);
  const fixed = heads[0]?.getBoundingClientRect().right ?? rect.left;
  if (!next) return;
  const step = next.getBoundingClientRect().left - fixed;
  const smooth = typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  box.scrollBy({ left: step > 40 ? step : box.clientWidth * 0.8, behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * Follows a result's box as it is scrolled and resized: how many columns are past its right edge
 * (for the fade and «ещё N столбцов →»), whether it is scrolled sideways, and whether rows lie below
 * its bottom (for the bottom fade); and the two moves.
 */
export function useColumnEdge(result: unknown) {
  const box = useRef<HTMLDivElement>(null);
  const [edge, setEdge] = useState<ColumnEdge & { below: boolean }>({ hidden: 0, scrolled: false, below: false });
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const measure = () =>
      setEdge((was) => {
        const now = { ...columnsPastEdge(node), below: rowsBelow(node) };
        return now.hidden === was.hidden && now.scrolled === was.scrolled && now.below === was.below ? was : now;
      });
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(node);
    return () => {
      node.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [result]);
  return {
    box,
    edge,
    toNextColumn: () => box.current && scrollToNextColumn(box.current),
    toFirstColumn: () => box.current?.scrollTo({ left: 0 }),
  };
}
