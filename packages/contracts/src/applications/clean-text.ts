/* eslint-disable no-control-regex -- this module names the control characters on purpose */
/*
 * What a visitor's text loses before it is checked and stored: control characters (C0, DEL, C1)
 * and the invisible formatting characters that make a text read other than it is — zero-width
 * characters and bidirectional overrides/isolates (a name that shows «ООО Альфа» while it holds
 * something else, or that reverses the text around it in the console or a CSV).
 */

/** Control characters other than tab, line feed and carriage return. */
const CONTROLS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/** Line breaks and tabs, which a one-line text turns into a space. */
const LINE_BREAKS_AND_TABS = /[\t\n\r\u2028\u2029]+/g;

/**
 * Zero-width and bidirectional formatting: U+200B–U+200F (zero-width space, non-joiner, joiner,
 * LRM, RLM), U+202A–U+202E (embeddings and overrides), U+2060–U+2064 (word joiner and invisible
 * operators), U+2066–U+2069 (isolates), U+061C (Arabic letter mark), U+FEFF (zero-width no-break
 * space, a BOM).
 */
export const INVISIBLE_FORMATTING =
  /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** A one-line text as stored: line breaks and tabs become a space, the rest of the above goes, then trimmed. */
export function cleanLine(text: string): string {
  return text
    .replace(LINE_BREAKS_AND_TABS, ' ')
    .replace(CONTROLS_EXCEPT_LINES, '')
    .replace(INVISIBLE_FORMATTING, '')
    .trim();
}

/** A text of several lines as stored: its lines and tabs kept, the rest of the above gone, then trimmed. */
export function cleanLines(text: string): string {
  return text.replace(CONTROLS_EXCEPT_LINES, '').replace(INVISIBLE_FORMATTING, '').trim();
}
