/** URL schemes a description link may use. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * http(s) with a host, mailto: with something after it, tel: starting with + , a digit or (, or a
 * path of the site itself (`/news/x`; never `//host` or `/\host`, which browsers read as another
 * host).
 */
const LINK_HREF = /^(?:https?:\/\/[^\s/]|mailto:\S|tel:[+\d(]|\/(?![/\\])[^\s\\]*$)/i;

/**
 * The href a description link keeps (trimmed), or undefined when the link must be unwrapped:
 * protocol-relative addresses, javascript:, data: and every other scheme.
 */
export function descriptionLinkHref(href: string | undefined): string | undefined {
  const trimmed = (href ?? '').trim();
  return LINK_HREF.test(trimmed) ? trimmed : undefined;
}

/** A link to a page of the site itself (`/…`): it opens in the same tab. */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/**
 * The attributes of a description link with an allowed href. The stored target is respected but
 * only `_blank` survives, and only on web and site links; a link that opens a new tab gets
 * `rel="noopener noreferrer"` (no access to the opener). mailto and tel links get neither.
 */
export function descriptionLinkAttributes(
  href: string,
  target?: string,
): {
  href: string;
  target?: '_blank';
  rel?: 'noopener noreferrer';
} {
  const newTab = target?.trim().toLowerCase() === '_blank' && (/^https?:/i.test(href) || isSitePath(href));
  return newTab ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
}
