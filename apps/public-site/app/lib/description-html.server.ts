import {
  descriptionExcerptText,
  descriptionPlainText,
} from '@fuelcard/contracts/description-text';
import { sanitizeDescription } from '@fuelcard/contracts/sanitize-description';

/**
 * News descriptions are sanitized by the API when they are saved. The site cleans them once more
 * before rendering, with the same shared allow-list (defence in depth: a row written another way
 * must not run script here).
 */
export function safeDescriptionHtml(html: string): string {
  return sanitizeDescription(html);
}

/**
 * The description as plain text, for every plain-text rendering of it: the meta, Open Graph and
 * Twitter descriptions, the JSON-LD and both feeds. Paragraphs, list items, headings and line
 * breaks become spaces («очереди. На», never «очередиНа»), a heading or list item without
 * punctuation is closed with a full stop («Заправка без очереди. На АЗС»); entities are decoded (whoever writes
 * the text out escapes it once). The API's excerpts use the same helper.
 */
export function descriptionText(html: string): string {
  return descriptionPlainText(html);
}

/** The opening of a description for a card: its paragraphs without headings and lists (as the API's excerpts). */
export function descriptionExcerpt(html: string): string {
  return descriptionExcerptText(html);
}
