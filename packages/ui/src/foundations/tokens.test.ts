// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colorTokens, tokens } from '../tokens';
import { contrastLevel, contrastRatio } from './contrast';

function declaredProperties(css: string): Map<string, string> {
  const root = css.slice(css.indexOf(':root'), css.indexOf('}', css.indexOf(':root')));
  return new Map(
    [...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

// Read from disk: Vitest does not load CSS (not even with ?raw) unless css processing is on.
const tokensCss = readFileSync(new URL('../tokens.css', import.meta.url), 'utf8');

const color = (name: string) => colorTokens.find((token) => token.name === name)!.value;

describe('tokens', () => {
  const declared = declaredProperties(tokensCss);

  it('tokens.ts lists exactly the custom properties of tokens.css, with the same values', () => {
    const listed = Object.values(tokens).flatMap((group) =>
      group.map((token) => [token.name, token.value] as const),
    );
    expect(new Map(listed)).toEqual(declared);
  });

  it('keeps the brand colours of the spec', () => {
    expect(color('--color-brand-green')).toBe('#48ae5a');
    expect(color('--color-brand-red')).toBe('#f24942');
  });

  it.each([
    ['--color-green-text', '--color-neutral-0'],
    ['--color-green-strong', '--color-neutral-0'],
    ['--color-red-text', '--color-neutral-0'],
    ['--color-red-strong', '--color-neutral-0'],
    ['--color-info-text', '--color-neutral-0'],
    ['--color-neutral-500', '--color-neutral-0'],
    ['--color-neutral-700', '--color-neutral-0'],
    ['--color-neutral-900', '--color-neutral-0'],
    ['--color-green-text', '--color-neutral-50'],
    ['--color-neutral-900', '--color-red-surface'],
    ['--color-neutral-900', '--color-green-surface'],
    ['--color-neutral-900', '--color-info-surface'],
    ['--color-red-text', '--color-red-surface'],
    ['--color-amber-text', '--color-neutral-0'],
    ['--color-amber-text', '--color-amber-surface'],
    ['--color-neutral-700', '--color-neutral-100'],
  ])('%s on %s reaches WCAG AA for body text (4.5:1)', (foreground, background) => {
    expect(contrastRatio(color(foreground), color(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('states the ratios written in the tokens.css comment', () => {
    expect(contrastRatio('#48ae5a', '#ffffff').toFixed(2)).toBe('2.81');
    expect(contrastRatio('#f24942', '#ffffff').toFixed(2)).toBe('3.62');
    expect(contrastRatio('#2e7d3b', '#ffffff').toFixed(2)).toBe('5.11');
    expect(contrastRatio('#c62d26', '#ffffff').toFixed(2)).toBe('5.52');
    expect(contrastLevel(2.81)).toBe('fail');
    expect(contrastLevel(5.11)).toBe('AA');
    expect(contrastLevel(16.94)).toBe('AAA');
  });

  it('has one fluid heading scale: display > h1 > h2 > h3 > h4 > body at every width from 320 to 1440 px', () => {
    const size = (name: string) => tokens.typography.find((token) => token.name === name)!.value;
    // clamp(MIN rem, BASE rem + SLOPE vw, MAX rem) at a viewport width, in px (rem = 16px).
    const at = (value: string, width: number) => {
      const match = /^clamp\(([\d.]+)rem, ([\d.]+)rem \+ ([\d.]+)vw, ([\d.]+)rem\)$/.exec(value);
      if (!match) return Number.parseFloat(value) * 16;
      const [min, base, slope, max] = match.slice(1).map(Number) as [
        number,
        number,
        number,
        number,
      ];
      return Math.min(max * 16, Math.max(min * 16, base * 16 + (slope * width) / 100));
    };
    const steps = ['display', 'h1', 'h2', 'h3', 'h4'].map((step) => size(`--font-size-${step}`));
    for (let width = 320; width <= 1440; width += 8) {
      const px = [...steps.map((value) => at(value, width)), 16];
      for (let index = 1; index < px.length; index += 1) {
        expect(px[index - 1]! - px[index]!, `step ${index} at ${width}px`).toBeGreaterThanOrEqual(
          1,
        );
      }
    }
  });
});
