import { useState } from 'react';

/** An index into `count` items that wraps both ways, starting at 0. */
export function useWrappingIndex(count: number) {
  const [index, setIndex] = useState(0);
  const current = count > 0 ? Math.min(index, count - 1) : 0;
  return {
    index: current,
    previous: () => setIndex(count > 0 ? (current - 1 + count) % count : 0),
    next: () => setIndex(count > 0 ? (current + 1) % count : 0),
  };
}
