/**
 * The editor palette of the spec (§2, §9): text and background colours are green, red, black
 * or white, written as upper-case #RRGGBB — the form the API's sanitizer keeps.
 */
export const PALETTE = [
  { name: 'green', value: '#48AE5A' },
  { name: 'red', value: '#F24942' },
  { name: 'black', value: '#000000' },
  { name: 'white', value: '#FFFFFF' },
] as const;

export type PaletteColour = (typeof PALETTE)[number];
export type PaletteColourName = PaletteColour['name'];
export type PaletteValue = PaletteColour['value'];

/** The two style properties a palette colour can be applied to. */
export const COLOUR_PROPERTIES = ['color', 'background-color'] as const;
export type ColourProperty = (typeof COLOUR_PROPERTIES)[number];

const PALETTE_VALUES = new Set<string>(PALETTE.map((colour) => colour.value));
const NAMED: Record<string, string> = { black: '#000000', white: '#FFFFFF' };

const hex2 = (channel: number) => channel.toString(16).padStart(2, '0').toUpperCase();

/** The palette colour a CSS colour value denotes (hex, rgb()/rgba() at full opacity, a name), or undefined. */
export function paletteColour(value: string): PaletteValue | undefined {
  const v = value.trim().toLowerCase();
  let hex: string | undefined;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  if (short) hex = `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toUpperCase();
  else if (/^#[0-9a-f]{6}$/.test(v)) hex = v.toUpperCase();
  else if (NAMED[v]) hex = NAMED[v];
  else {
    const rgb = /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*(?:[,/]\s*(?:1|1\.0+|100%)\s*)?\)$/.exec(v);
    const channels = rgb ? [rgb[1], rgb[2], rgb[3]].map(Number) : [];
    if (channels.length === 3 && channels.every((c) => c <= 255)) hex = `#${channels.map(hex2).join('')}`;
  }
  return hex !== undefined && PALETTE_VALUES.has(hex) ? (hex as PaletteValue) : undefined;
}

export type PaletteStyle = Partial<Record<ColourProperty, PaletteValue>>;

/** The palette colours of a CSS declaration list; every other declaration is dropped. */
export function paletteStyleOf(css: string): PaletteStyle {
  const style: PaletteStyle = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const colour = paletteColour(declaration.slice(colon + 1));
    if (colour && (property === 'color' || property === 'background-color')) style[property] = colour;
  }
  return style;
}

/** A palette style as a declaration list, `color:#F24942;background-color:#FFFFFF` ('' when empty). */
export function paletteStyleText(style: PaletteStyle): string {
  return COLOUR_PROPERTIES.flatMap((property) => {
    const value = style[property];
    return value ? [`${property}:${value}`] : [];
  }).join(';');
}
