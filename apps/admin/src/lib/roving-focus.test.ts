import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-focus';

describe('rovingIndex', () => {
  it('moves round a vertical list with ↑/↓ and jumps with Home/End', () => {
    expect(rovingIndex('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(rovingIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    // Nothing focused yet (-1): ↓ takes the first, ↑ the last.
    expect(rovingIndex('ArrowDown', -1, 3, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowUp', -1, 3, 'vertical')).toBe(1);
    expect(rovingIndex('Home', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('End', 0, 3, 'vertical')).toBe(2);
    expect(rovingIndex('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(rovingIndex('Enter', 0, 3, 'vertical')).toBeNull();
  });

  it('takes ←/→ as well on both axes, and nothing in an empty list', () => {
    expect(rovingIndex('ArrowRight', 1, 4, 'both')).toBe(2);
    expect(rovingIndex('ArrowLeft', 0, 4, 'both')).toBe(3);
    expect(rovingIndex('ArrowDown', 0, 0, 'both')).toBeNull();
  });
});
