import { describe, expect, it } from 'vitest';
import { paletteColour, paletteStyleOf, paletteStyleText } from './palette';

describe('paletteColour', () => {
  it.each([
    ['#48AE5A', '#48AE5A'],
    ['#48ae5a', '#48AE5A'],
    ['rgb(242, 73, 66)', '#F24942'],
    ['rgba(0,0,0,1)', '#000000'],
    ['#fff', '#FFFFFF'],
    ['white', '#FFFFFF'],
    [' black ', '#000000'],
  ])('reads %j as the palette colour %s', (value, colour) => expect(paletteColour(value)).toBe(colour));

  it.each(['#123456', 'red', 'rgba(0, 0, 0, 0.5)', 'rgb(300, 0, 0)', '', 'var(--x)'])('refuses %j', (value) => {
    expect(paletteColour(value)).toBeUndefined();
  });
});

describe('palette styles', () => {
  it('keeps the palette colours of a declaration list, in the canonical order and form', () => {
    const style = paletteStyleOf('font-size: 40px; background-color: rgb(72, 174, 90); color: #f24942; color: #123456');
    expect(style).toEqual({ color: '#F24942', 'background-color': '#48AE5A' });
    expect(paletteStyleText(style)).toBe('color:#F24942;background-color:#48AE5A');
    expect(paletteStyleText({})).toBe('');
  });
});
