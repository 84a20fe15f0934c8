/**
 * Links the editor accepts: http and https addresses with a host, mailto: with an address, tel:
 * with a number, and paths of the site itself (`/news/x`) — what the API's sanitizer keeps.
 */
const ALLOWED_LINK =
  /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s()-]{3,}|\/(?![/\\])[^\s\\]*)$/i;

/** The trimmed address when it is an allowed link, else null. */
export function normaliseLinkUrl(input: string): string | null {
  const url = input.trim();
  return ALLOWED_LINK.test(url) ? url : null;
}

export function isAllowedLinkUrl(input: string): boolean {
  return normaliseLinkUrl(input) !== null;
}

/** A page of the site itself: it always opens in the same tab. */
export function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

/** Web addresses of other sites: only these offer «Открыть в новой вкладке». */
export function isOutsideWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export interface LinkAttributes {
  url: string;
  target: '_blank' | null;
  rel: 'noopener noreferrer' | null;
}

/**
 * The attributes a link gets: a new tab only for an outside web address when asked, and then
 * without access to the opener; site paths, mailto: and tel: open in place.
 */
export function linkAttributes(url: string, newTab: boolean): LinkAttributes {
  return newTab && isOutsideWebLink(url)
    ? { url, target: '_blank', rel: 'noopener noreferrer' }
    : { url, target: null, rel: null };
}
