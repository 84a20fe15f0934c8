/** Which arrow keys move to the next and to the previous choice. */
export type RovingAxis = 'vertical' | 'both';

const NEXT: Record<RovingAxis, readonly string[]> = {
  vertical: ['ArrowDown'],
  both: ['ArrowDown', 'ArrowRight'],
};
const PREVIOUS: Record<RovingAxis, readonly string[]> = {
  vertical: ['ArrowUp'],
  both: ['ArrowUp', 'ArrowLeft'],
};

/**
 * Where a key moves the focus in a list of `count` choices (a menu, a toolbar panel) from the
 * one at `index`: the arrows go round, Home and End jump to the ends. Null for any other key.
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  axis: RovingAxis,
): number | null {
  if (count === 0) return null;
  if (NEXT[axis].includes(key)) return (index + 1) % count;
  if (PREVIOUS[axis].includes(key)) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
