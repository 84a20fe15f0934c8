import { describe, expect, it } from 'vitest';
import { isInsideBelarus, isValidCoordinates } from './coordinates';

describe('isValidCoordinates', () => {
  it.each([
    [[53.9, 27.5], true],
    [[-90, 180], true],
    [[0, 0], true],
    [[53.9], false],
    [[53.9, 27.5, 1], false],
    [['53.9', 27.5], false],
    [[Number.NaN, 27.5], false],
    [[53.9, Number.POSITIVE_INFINITY], false],
    [[91, 27.5], false],
    [[53.9, -181], false],
    [{ 0: 53.9, 1: 27.5, length: 2 }, false],
    [null, false],
    [undefined, false],
    ['53.9,27.5', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidCoordinates(value)).toBe(expected);
  });
});

describe('isInsideBelarus', () => {
  it('accepts Minsk and rejects Kyiv, Warsaw, Moscow and Riga', () => {
    expect(isInsideBelarus([53.9, 27.56])).toBe(true);
    expect(isInsideBelarus([50.45, 30.52])).toBe(false);
    expect(isInsideBelarus([52.23, 21.01])).toBe(false);
    expect(isInsideBelarus([55.75, 37.62])).toBe(false);
    expect(isInsideBelarus([56.95, 24.11])).toBe(false);
  });

  it('is a box, so points just across the border (Vilnius, Smolensk) still pass', () => {
    expect(isInsideBelarus([54.69, 25.28])).toBe(true);
    expect(isInsideBelarus([54.78, 32.05])).toBe(true);
  });
});
