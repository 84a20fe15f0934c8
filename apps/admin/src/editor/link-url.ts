/**
 * Links the editor accepts: http and https addresses with a host, mailto: with an address and
 * tel: with a number — the schemes the API's sanitizer keeps.
 */
const ALLOWED_LINK = /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s()-]{3,})$/i;

/** The trimmed address when it is an allowed link, else null. */
export function normaliseLinkUrl(input: string): string | null {
  const url = input.trim();
  return ALLOWED_LINK.test(url) ? url : null;
}

export function isAllowedLinkUrl(input: string): boolean {
  return normaliseLinkUrl(input) !== null;
}
