import { isColourProperty, paletteColour } from './palette';

/** Text alignments the editor offers. */
export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/** The block elements that may carry a text alignment. */
export const ALIGNABLE_TAGS = ['p', 'h2', 'h3', 'h4', 'li'] as const;

function isAlignment(value: string): value is TextAlignment {
  return (TEXT_ALIGNMENTS as readonly string[]).includes(value);
}

/**
 * The inline style a description element may keep: `color` and `background-color` from the
 * palette (as upper-case #RRGGBB) on any element, `text-align` on the alignable blocks. Every
 * other declaration is dropped; the result is `property:value` pairs joined by `;`, '' when none.
 */
export function normaliseDescriptionStyle(tagName: string, style: string): string {
  const kept = new Map<string, string>();
  const alignable = (ALIGNABLE_TAGS as readonly string[]).includes(tagName);
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (isColourProperty(property)) {
      const colour = paletteColour(value);
      if (colour) kept.set(property, colour);
    } else if (property === 'text-align' && alignable) {
      const alignment = value.toLowerCase();
      if (isAlignment(alignment)) kept.set(property, alignment);
    }
  }
  return [...kept].map(([property, value]) => `${property}:${value}`).join(';');
}
