import { describe, expect, it } from 'vitest';
import { phonePagerWindow } from './phone-pager-window';

describe('phonePagerWindow', () => {
  it('keeps the current page and its neighbours, never the first and last or a gap', () => {
    expect(phonePagerWindow(3, 13)).toEqual([2, 3, 4]);
    expect(phonePagerWindow(7, 13)).toEqual([6, 7, 8]);
  });

  it('has one neighbour at either end', () => {
    expect(phonePagerWindow(1, 13)).toEqual([1, 2]);
    expect(phonePagerWindow(13, 13)).toEqual([12, 13]);
  });

  it('clamps a page out of range and has nothing for no pages', () => {
    expect(phonePagerWindow(40, 5)).toEqual([4, 5]);
    expect(phonePagerWindow(0, 5)).toEqual([1, 2]);
    expect(phonePagerWindow(1, 1)).toEqual([1]);
    expect(phonePagerWindow(1, 0)).toEqual([]);
  });
});
