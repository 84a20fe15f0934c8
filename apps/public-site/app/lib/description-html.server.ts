import sanitizeHtml from 'sanitize-html';

/*
 * News descriptions are sanitized by the API when they are saved. The site cleans them once more
 * before rendering (defence in depth: a row written another way must not run script here), with
 * the same allow-list: what the console's editor produces and nothing else.
 */
const PALETTE = /^#(?:48AE5A|F24942|000000|FFFFFF)$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ol', 'ul', 'li', 'span'],
  allowedAttributes: { '*': ['style'], a: ['href', 'target', 'rel', 'style'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': { color: [PALETTE], 'background-color': [PALETTE], 'text-align': [/^(?:left|center|right|justify)$/] },
  },
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function safeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The description as plain text (for the page's meta description). */
export function descriptionText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
