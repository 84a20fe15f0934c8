/**
 * Inline styles the editor can produce: text colour and background colour from the palette, and
 * text alignment on block elements. Colours are accepted as hex (#rgb, #rrggbb), rgb()/rgba()
 * with full opacity or a CSS name, and written back as upper-case #RRGGBB.
 */

export const PALETTE = {
  green: '#48AE5A',
  red: '#F24942',
  black: '#000000',
  white: '#FFFFFF',
} as const;

const PALETTE_HEX = new Set<string>(Object.values(PALETTE));
const NAMED: Record<string, string> = { black: '#000000', white: '#FFFFFF' };
const ALIGNABLE = new Set(['p', 'h2', 'h3', 'h4', 'li']);
const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);

function hex2(n: number): string {
  return n.toString(16).padStart(2, '0').toUpperCase();
}

/** The palette colour a CSS colour value denotes, or undefined for anything else. */
export function paletteColour(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  let hex: string | undefined;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  if (short)
    hex = `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toUpperCase();
  else if (/^#[0-9a-f]{6}$/.test(v)) hex = v.toUpperCase();
  else if (NAMED[v]) hex = NAMED[v];
  else {
    const rgb =
      /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*(?:[,/]\s*(1|1\.0+|100%)\s*)?\)$/.exec(
        v,
      );
    if (rgb) {
      const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
      if (channels.every((c) => c <= 255)) hex = `#${channels.map(hex2).join('')}`;
    }
  }
  return hex !== undefined && PALETTE_HEX.has(hex) ? hex : undefined;
}

/** Keeps only the allowed declarations of a style attribute, normalised; '' when none is left. */
export function normaliseStyle(tagName: string, style: string): string {
  const kept = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (property === 'color' || property === 'background-color') {
      const colour = paletteColour(value);
      if (colour) kept.set(property, colour);
    } else if (property === 'text-align' && ALIGNABLE.has(tagName)) {
      const alignment = value.toLowerCase();
      if (ALIGNMENTS.has(alignment)) kept.set(property, alignment);
    }
  }
  return [...kept].map(([property, value]) => `${property}:${value}`).join(';');
}
