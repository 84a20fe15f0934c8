// @vitest-environment node
import { contrastRatio } from '@fuelcard/ui';
import { describe, expect, it } from 'vitest';
import { publicPaletteStyle, withPublicPalette } from './public-palette';

const colours = (style: string) =>
  Object.fromEntries(style.split(';').map((pair) => pair.split(':')));

describe('the editor palette on the public site', () => {
  it('shows green and red text in shades with at least 4.5:1 on white', () => {
    for (const colour of ['#48AE5A', '#F24942', '#000000']) {
      const shown = colours(publicPaletteStyle(`color:${colour}`)).color!;
      expect(contrastRatio(shown, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
    }
    expect(publicPaletteStyle('color:#48AE5A')).toBe('color:#2E7D3B');
    expect(publicPaletteStyle('color:#F24942;text-align:center')).toBe(
      'color:#C62D26;text-align:center',
    );
  });

  it('keeps every text readable on a palette background, and white text visible', () => {
    for (const background of ['#48AE5A', '#F24942', '#000000', '#FFFFFF']) {
      for (const color of ['#48AE5A', '#F24942', '#000000', '#FFFFFF', undefined]) {
        const style = colours(
          publicPaletteStyle(`${color ? `color:${color};` : ''}background-color:${background}`),
        );
        expect(
          contrastRatio(style.color ?? '#1a1d1f', style['background-color'] ?? '#ffffff'),
          `${color} on ${background}`,
        ).toBeGreaterThanOrEqual(color === '#FFFFFF' && background === '#FFFFFF' ? 1 : 4.5);
      }
    }
    expect(publicPaletteStyle('color:#FFFFFF')).toBe('color:#FFFFFF;background-color:#1A1D1F');
  });

  it('rewrites the style attributes of a description and nothing else', () => {
    expect(withPublicPalette('<p style="color:#F24942">Важно</p><p>Текст</p>')).toBe(
      '<p style="color:#C62D26">Важно</p><p>Текст</p>',
    );
  });
});
