import { describe, expect, it } from 'vitest';
import { NEWS_PAGE_SIZE, pageCount, pageSlice, paginationWindow } from './pagination';

const E = 'ellipsis';

describe('paginationWindow', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, E, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, E, 10]],
    [2, 10, [1, 2, 3, E, 10]],
    [3, 10, [1, 2, 3, 4, E, 10]],
    [4, 10, [1, 2, 3, 4, 5, E, 10]],
    [5, 10, [1, E, 4, 5, 6, E, 10]],
    [7, 10, [1, E, 6, 7, 8, 9, 10]],
    [8, 10, [1, E, 7, 8, 9, 10]],
    [10, 10, [1, E, 9, 10]],
    [1, 4, [1, 2, 3, 4]],
    [4, 6, [1, 2, 3, 4, 5, 6]],
  ] as const)('page %i of %i → %j', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it.each([
    [0, 10, [1, 2, E, 10]],
    [-3, 10, [1, 2, E, 10]],
    [99, 10, [1, E, 9, 10]],
    [Number.NaN, 3, [1, 2, 3]],
    [1, -1, []],
    [1, Number.POSITIVE_INFINITY, []],
  ] as const)('brings page %s of %s inside the range → %j', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it('never puts an ellipsis for a single skipped page, at any size', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const window = paginationWindow(current, total);
        const pages = window.filter((entry): entry is number => entry !== E);
        window.forEach((entry, index) => {
          if (entry !== E) return;
          const before = window[index - 1] as number;
          const after = window[index + 1] as number;
          expect(after - before, `${current}/${total}`).toBeGreaterThan(2);
        });
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
      }
    }
  });
});

describe('pageCount', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 1],
    [4, 4, 1],
    [5, 4, 2],
    [9, 4, 3],
    [-2, 4, 0],
    [10, 3, 4],
  ])('%i items of %i a page → %i pages', (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected);
  });

  it('uses four news a page by default', () => {
    expect(NEWS_PAGE_SIZE).toBe(4);
    expect(pageCount(9)).toBe(3);
  });

  it.each([[0], [-1], [Number.NaN]])('rejects page size %s', (size) => {
    expect(() => pageCount(3, size)).toThrow(RangeError);
    expect(() => pageSlice([1], 1, size)).toThrow(RangeError);
  });
});

describe('pageSlice', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

  it.each([
    [1, ['a', 'b', 'c', 'd']],
    [2, ['e', 'f', 'g', 'h']],
    [3, ['i']],
    [4, []],
    [0, []],
    [-1, []],
    [1.5, []],
  ])('page %s → %j', (page, expected) => {
    expect(pageSlice(items, page)).toEqual(expected);
  });

  it('uses the given size and leaves the input alone', () => {
    expect(pageSlice(items, 2, 3)).toEqual(['d', 'e', 'f']);
    expect(items).toHaveLength(9);
  });
});
