import { describe, expect, it } from 'vitest';
import { compareDatesNewestFirst, compareIds } from './news-compare';

describe('compareIds', () => {
  it('orders integer ids by value, not by text', () => {
    expect(['10', '9', '1', '100', '2'].sort(compareIds)).toEqual(['1', '2', '9', '10', '100']);
  });

  it('puts ids that are not numbers after numeric ones, by text', () => {
    expect(['b', '3', 'a', '1'].sort(compareIds)).toEqual(['1', '3', 'a', 'b']);
  });

  it('tells apart ids of equal value written differently', () => {
    expect(compareIds('01', '1')).not.toBe(0);
    expect(compareIds('7', '7')).toBe(0);
  });
});

describe('compareDatesNewestFirst', () => {
  it('puts newer dates first and empty dates last', () => {
    expect(
      ['2025-01-01', '', '2025-07-28', '2024-12-31', ''].sort(compareDatesNewestFirst),
    ).toEqual(['2025-07-28', '2025-01-01', '2024-12-31', '', '']);
  });
});
