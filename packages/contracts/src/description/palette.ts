/**
 * The editor palette of the spec (§2, §9): text and background colours of a news description are
 * green, red, black or white, always written as upper-case #RRGGBB.
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
/** The only CSS colour names that denote a palette colour (named `red` and `green` do not). */
const NAMED: Readonly<Record<string, PaletteValue>> = { black: '#000000', white: '#FFFFFF' };
const FULL_OPACITY = '(?:1|1\\.0+|100%)';
const RGB = new RegExp(
  `^rgba?\\(\\s*(\\d{1,3})\\s*[,\\s]\\s*(\\d{1,3})\\s*[,\\s]\\s*(\\d{1,3})\\s*(?:[,/]\\s*${FULL_OPACITY}\\s*)?\\)$`,
);

const hex2 = (channel: number): string => channel.toString(16).padStart(2, '0').toUpperCase();

/** True for a colour property the palette applies to. */
export function isColourProperty(property: string): property is ColourProperty {
  return (COLOUR_PROPERTIES as readonly string[]).includes(property);
}

/**
 * The palette colour a CSS colour value denotes — hex (#rgb, #rrggbb), rgb()/rgba() at full
 * opacity, or the names black and white — or undefined for anything else.
 */
export function paletteColour(value: string): PaletteValue | undefined {
  const v = value.trim().toLowerCase();
  let hex: string | undefined;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  if (short) {
    hex = `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toUpperCase();
  } else if (/^#[0-9a-f]{6}$/.test(v)) {
    hex = v.toUpperCase();
  } else if (NAMED[v] !== undefined) {
    hex = NAMED[v];
  } else {
    const rgb = RGB.exec(v);
    const channels = rgb ? [rgb[1], rgb[2], rgb[3]].map(Number) : [];
    if (channels.length === 3 && channels.every((c) => c <= 255)) {
      hex = `#${channels.map(hex2).join('')}`;
    }
  }
  return hex !== undefined && PALETTE_VALUES.has(hex) ? (hex as PaletteValue) : undefined;
}
