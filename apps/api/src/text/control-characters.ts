/* eslint-disable no-control-regex -- this module names the control characters on purpose */
/*
 * Control characters (C0, DEL and C1) never reach the database, a page, a log or a cache through
 * the API (issue 12: a NUL in a title once printed the render cache's nonce placeholder).
 */

/** Every control character. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Control characters other than tab, line feed and carriage return (which text may hold). */
export const CONTROL_CHARACTERS_EXCEPT_WHITESPACE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** Line breaks and tabs, which a one-line text (a title) turns into a space. */
export const LINE_BREAKS_AND_TABS = /[\t\n\r\u2028\u2029]+/g;

/** True when the text holds a control character other than tab, line feed and carriage return. */
export function hasControlCharacters(text: string): boolean {
  CONTROL_CHARACTERS_EXCEPT_WHITESPACE.lastIndex = 0;
  return CONTROL_CHARACTERS_EXCEPT_WHITESPACE.test(text);
}
