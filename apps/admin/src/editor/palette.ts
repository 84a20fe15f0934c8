import { COLOUR_PROPERTIES, paletteColour, type ColourProperty, type PaletteValue } from '@fuelcard/contracts';

/*
 * The editor palette of the spec (§2, §9) and the reading of CSS colours come from the contracts
 * (the API's sanitizer keeps exactly the same colours); the editor's own style helpers are here.
 */
export {
  COLOUR_PROPERTIES,
  PALETTE,
  paletteColour,
  type ColourProperty,
  type PaletteColour,
  type PaletteColourName,
  type PaletteValue,
} from '@fuelcard/contracts';

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
