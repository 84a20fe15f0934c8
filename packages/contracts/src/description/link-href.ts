/** URL schemes a description link may use. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** http(s) with a host, mailto: with something after it, tel: starting with + , a digit or (. */
const LINK_HREF = /^(?:https?:\/\/[^\s/]|mailto:\S|tel:[+\d(])/i;

/**
 * The href a description link keeps (trimmed), or undefined when the link must be unwrapped:
 * relative and protocol-relative addresses, javascript:, data: and every other scheme.
 */
export function descriptionLinkHref(href: string | undefined): string | undefined {
  const trimmed = (href ?? '').trim();
  return LINK_HREF.test(trimmed) ? trimmed : undefined;
}

/**
 * The attributes of a description link with an allowed href: web links open in a new tab without
 * access to the opener; mailto and tel links get neither attribute.
 */
export function descriptionLinkAttributes(href: string): {
  href: string;
  target?: '_blank';
  rel?: 'noopener noreferrer';
} {
  return /^https?:/i.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
}
