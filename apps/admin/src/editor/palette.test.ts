import { paletteColour as sharedPaletteColour } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { paletteColour, paletteStyleOf, paletteStyleText } from './palette';

// paletteColour itself is tested in the contracts (packages/contracts/src/description).
it('reads colours with the contracts’ rule, the one the API sanitizes with', () => {
  expect(paletteColour).toBe(sharedPaletteColour);
});

describe('palette styles', () => {
  it('keeps the palette colours of a declaration list, in the canonical order and form', () => {
    const style = paletteStyleOf('font-size: 40px; background-color: rgb(72, 174, 90); color: #f24942; color: #123456');
    expect(style).toEqual({ color: '#F24942', 'background-color': '#48AE5A' });
    expect(paletteStyleText(style)).toBe('color:#F24942;background-color:#48AE5A');
    expect(paletteStyleText({})).toBe('');
  });
});
