import sanitizeHtml from 'sanitize-html';
import { normaliseStyle } from './description-styles';

/**
 * News descriptions are stored as exactly what the admin console's editor can produce:
 * headings 2-4, paragraphs, line breaks, bold/italic/underline, links (http, https, mailto, tel),
 * ordered and bullet lists, text and background colour from the four-colour palette, and text
 * alignment. Everything else is removed: scripts and styles with their content, other tags with
 * their text kept, every other attribute, event handler and URL scheme.
 */

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ol',
  'ul',
  'li',
  'span',
];
const LINK_HREF = /^(?:https?:\/\/[^\s/]|mailto:\S|tel:[+\d(])/i;
/** A tag name that is not allowed: the tag goes, its text stays. */
const UNWRAP = 'unwrap-this-tag';
/** Headings the editor does not offer become the nearest one it does. */
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' };

function transformTag(originalName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const tagName = RENAMED[originalName] ?? originalName;
  const style = attribs.style === undefined ? '' : normaliseStyle(tagName, attribs.style);
  const clean: sanitizeHtml.Attributes = style === '' ? {} : { style };

  if (tagName === 'a') {
    const href = (attribs.href ?? '').trim();
    if (!LINK_HREF.test(href)) return { tagName: UNWRAP, attribs: {} };
    clean.href = href;
    if (/^https?:/i.test(href)) {
      clean.target = '_blank';
      clean.rel = 'noopener noreferrer';
    }
  }
  if (tagName === 'span' && style === '') return { tagName: UNWRAP, attribs: {} };
  return { tagName, attribs: clean };
}

const exactStyle = (value: string): RegExp[] => [new RegExp(`^${value}$`)];
const PALETTE_VALUE = '#(?:48AE5A|F24942|000000|FFFFFF)';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'target', 'rel', 'style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: exactStyle(PALETTE_VALUE),
      'background-color': exactStyle(PALETTE_VALUE),
      'text-align': exactStyle('(?:left|center|right|justify)'),
    },
  },
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  transformTags: { '*': transformTag },
  enforceHtmlBoundary: true,
};

/** Sanitizes one description; blank HTML becomes an empty string. */
export function sanitizeDescription(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? '' : clean;
}
