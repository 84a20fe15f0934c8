import { describe, expect, it } from 'vitest';
import { COLOUR_PROPERTIES, isColourProperty, PALETTE, paletteColour } from './palette';

describe('PALETTE', () => {
  it('is the spec’s four colours, upper-case #RRGGBB', () => {
    expect(PALETTE.map(({ name, value }) => [name, value])).toEqual([
      ['green', '#48AE5A'],
      ['red', '#F24942'],
      ['black', '#000000'],
      ['white', '#FFFFFF'],
    ]);
  });

  it('applies to text and background colour only', () => {
    expect(COLOUR_PROPERTIES).toEqual(['color', 'background-color']);
    expect(isColourProperty('background-color')).toBe(true);
    expect(isColourProperty('border-color')).toBe(false);
  });
});

describe('paletteColour', () => {
  it.each([
    ['#48AE5A', '#48AE5A'],
    ['#48ae5a', '#48AE5A'],
    ['rgb(72 174 90)', '#48AE5A'],
    ['rgb(242, 73, 66)', '#F24942'],
    ['rgba(242, 73, 66, 1)', '#F24942'],
    ['rgba(0,0,0,1)', '#000000'],
    ['rgb(255 255 255 / 100%)', '#FFFFFF'],
    ['#000', '#000000'],
    ['#fff', '#FFFFFF'],
    ['WHITE', '#FFFFFF'],
    [' black ', '#000000'],
  ])('reads %j as %s', (value, expected) => {
    expect(paletteColour(value)).toBe(expected);
  });

  it.each([
    '#123456',
    'red',
    'green',
    'rgba(0, 0, 0, 0.5)',
    'rgb(300, 0, 0)',
    '#48AE5A80',
    '',
    'var(--x)',
    'expression(alert(1))',
  ])('refuses %j', (value) => {
    expect(paletteColour(value)).toBeUndefined();
  });
});
