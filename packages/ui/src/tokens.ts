/**
 * The design tokens of tokens.css as data, for the swatch page and for code that needs a value
 * (e.g. a breakpoint in matchMedia). tokens.test.ts checks that every entry matches tokens.css.
 */
export interface DesignToken {
  /** The CSS custom property, usable as `var(name)`. */
  readonly name: `--${string}`;
  /** The value exactly as written in tokens.css. */
  readonly value: string;
  /** What the token is for. */
  readonly usage?: string;
}

export const colorTokens = [
  { name: '--color-brand-green', value: '#48ae5a', usage: 'Brand green: decoration, never text' },
  { name: '--color-brand-red', value: '#f24942', usage: 'Brand red: decoration, large text only' },
  { name: '--color-green-text', value: '#2e7d3b', usage: 'Green text, primary buttons' },
  { name: '--color-green-strong', value: '#1f6b2e', usage: 'Green hover / pressed' },
  { name: '--color-green-surface', value: '#eaf6ec', usage: 'Success background' },
  { name: '--color-red-text', value: '#c62d26', usage: 'Error text, danger buttons' },
  { name: '--color-red-strong', value: '#a8231d', usage: 'Red hover / pressed' },
  { name: '--color-red-surface', value: '#fdeceb', usage: 'Error background' },
  { name: '--color-info-text', value: '#1d5fa8', usage: 'Info text, focus ring' },
  { name: '--color-info-surface', value: '#e8f0fa', usage: 'Info background' },
  { name: '--color-amber-text', value: '#8a4b00', usage: 'Warning text' },
  { name: '--color-amber-surface', value: '#fff4e0', usage: 'Warning background' },
  { name: '--color-neutral-0', value: '#ffffff', usage: 'Page and card background' },
  { name: '--color-neutral-50', value: '#f4f6f7', usage: 'Muted surface' },
  { name: '--color-neutral-100', value: '#e8ebed', usage: 'Hover surface, disabled background' },
  { name: '--color-neutral-300', value: '#d0d5d9', usage: 'Borders' },
  { name: '--color-neutral-500', value: '#6b7378', usage: 'Muted text, placeholders' },
  { name: '--color-neutral-700', value: '#4a5258', usage: 'Secondary text' },
  { name: '--color-neutral-900', value: '#1a1d1f', usage: 'Body text' },
] as const satisfies readonly DesignToken[];

export const roleTokens = [
  { name: '--color-text', value: 'var(--color-neutral-900)' },
  { name: '--color-text-muted', value: 'var(--color-neutral-700)' },
  { name: '--color-surface', value: 'var(--color-neutral-0)' },
  { name: '--color-surface-muted', value: 'var(--color-neutral-50)' },
  { name: '--color-border', value: 'var(--color-neutral-300)' },
  { name: '--color-focus', value: 'var(--color-info-text)' },
] as const satisfies readonly DesignToken[];

export const typographyTokens = [
  {
    name: '--font-family-base',
    value: "'Golos Text', 'Golos Text Fallback', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
    usage: 'The site loads Golos Text and defines its size-adjusted fallback (public-site fonts.css)',
  },
  { name: '--font-size-xs', value: '0.75rem', usage: '12px: captions' },
  { name: '--font-size-sm', value: '0.875rem', usage: '14px: secondary text, table cells' },
  { name: '--font-size-md', value: '1rem', usage: '16px: body' },
  { name: '--font-size-lg', value: '1.125rem', usage: '18px: lead text, card titles' },
  { name: '--font-size-xl', value: '1.5rem', usage: '24px: section headings' },
  { name: '--font-size-2xl', value: '2rem', usage: '32px: page headings' },
  { name: '--font-size-3xl', value: '2.5rem', usage: '40px: hero headings' },
  {
    name: '--font-size-display',
    value: 'clamp(2rem, 1.45rem + 2.6vw, 3.25rem)',
    usage: 'Home hero heading: 32px at 320, 52px from 1240',
  },
  {
    name: '--font-size-h1',
    value: 'clamp(1.875rem, 1.5rem + 1.55vw, 2.625rem)',
    usage: 'Page heading (h1): 30px → 42px',
  },
  {
    name: '--font-size-h2',
    value: 'clamp(1.375rem, 1.2rem + 0.65vw, 1.75rem)',
    usage: 'Section heading (h2): 22px → 28px',
  },
  {
    name: '--font-size-h3',
    value: 'clamp(1.1875rem, 1.1rem + 0.3vw, 1.375rem)',
    usage: 'Card and sub-section heading (h3): 19px → 22px',
  },
  {
    name: '--font-size-h4',
    value: 'clamp(1.0625rem, 1.02rem + 0.15vw, 1.125rem)',
    usage: 'Small heading (h4): 17px → 18px',
  },
  {
    name: '--font-size-lead',
    value: 'clamp(1.0625rem, 1rem + 0.3vw, 1.25rem)',
    usage: 'Lead paragraph under a page heading: 17px → 20px',
  },
  { name: '--font-weight-regular', value: '400' },
  { name: '--font-weight-medium', value: '500' },
  { name: '--font-weight-semibold', value: '600' },
  { name: '--font-weight-bold', value: '700' },
  { name: '--line-height-tight', value: '1.25' },
  { name: '--line-height-display', value: '1.1' },
  { name: '--line-height-base', value: '1.5' },
] as const satisfies readonly DesignToken[];

export const spaceTokens = [
  { name: '--space-1', value: '0.25rem' },
  { name: '--space-2', value: '0.5rem' },
  { name: '--space-3', value: '0.75rem' },
  { name: '--space-4', value: '1rem' },
  { name: '--space-5', value: '1.5rem' },
  { name: '--space-6', value: '2rem' },
  { name: '--space-7', value: '3rem' },
  { name: '--space-8', value: '4rem' },
] as const satisfies readonly DesignToken[];

export const radiusTokens = [
  { name: '--radius-sm', value: '4px' },
  { name: '--radius-md', value: '8px' },
  { name: '--radius-lg', value: '16px' },
  { name: '--radius-pill', value: '999px' },
] as const satisfies readonly DesignToken[];

/** The two heights of buttons and the fields beside them (the public site uses no other). */
export const controlTokens = [
  { name: '--control-height-md', value: '2.75rem', usage: 'Every button (44 px), and fields in a row with one' },
  { name: '--control-height-lg', value: '3.25rem', usage: 'The main call to action of a page (52 px)' },
] as const satisfies readonly DesignToken[];

export const shadowTokens = [
  { name: '--shadow-sm', value: '0 1px 2px rgb(26 29 31 / 0.12)' },
  { name: '--shadow-md', value: '0 4px 12px rgb(26 29 31 / 0.14)' },
  { name: '--shadow-lg', value: '0 12px 32px rgb(26 29 31 / 0.2)' },
] as const satisfies readonly DesignToken[];

export const zIndexTokens = [
  { name: '--z-dropdown', value: '100' },
  { name: '--z-sticky', value: '200' },
  { name: '--z-overlay', value: '900' },
  { name: '--z-modal', value: '1000' },
] as const satisfies readonly DesignToken[];

export const breakpointTokens = [
  { name: '--breakpoint-mobile', value: '320px' },
  { name: '--breakpoint-tablet', value: '768px' },
  { name: '--breakpoint-desktop', value: '1024px' },
  { name: '--breakpoint-wide', value: '1440px' },
] as const satisfies readonly DesignToken[];

export const motionTokens = [
  { name: '--duration-fast', value: '120ms' },
  { name: '--duration-base', value: '200ms' },
] as const satisfies readonly DesignToken[];

/** Every token group, in the order of tokens.css. */
export const tokens = {
  color: colorTokens,
  role: roleTokens,
  typography: typographyTokens,
  space: spaceTokens,
  radius: radiusTokens,
  control: controlTokens,
  shadow: shadowTokens,
  zIndex: zIndexTokens,
  breakpoint: breakpointTokens,
  motion: motionTokens,
} as const;

export type TokenGroup = keyof typeof tokens;
export type TokenName = (typeof tokens)[TokenGroup][number]['name'];

/** Breakpoints in pixels, for matchMedia and for layout code. */
export const breakpoints = { mobile: 320, tablet: 768, desktop: 1024, wide: 1440 } as const;
