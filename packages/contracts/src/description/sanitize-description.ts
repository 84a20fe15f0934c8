/**
 * The news-description sanitizer (server side: it pulls in sanitize-html, so it lives at the
 * subpath `@fuelcard/contracts/sanitize-description`, outside the package's main entry that
 * browser bundles import).
 *
 * A description keeps exactly what the admin console's editor can produce: headings 2-4,
 * paragraphs, quotes, line breaks, bold/italic/underline, inline code, links (http, https,
 * mailto, tel and paths of the site; `target="_blank"` kept only when stored), ordered and bullet
 * lists, text and background colour from the four-colour palette, text alignment, and images of
 * our own uploads with alt text and size (description-image.ts).
 * Everything else is removed: scripts and styles with their content, other tags with their text
 * kept, every other attribute, event handler and URL scheme.
 */
import sanitizeHtml from 'sanitize-html';
import { descriptionImageAttributes } from './description-image';
import { normaliseDescriptionStyle, TEXT_ALIGNMENTS } from './description-styles';
import {
  DESCRIPTION_TAGS,
  HEADING_REPLACEMENTS,
  TAGS_DROPPED_WITH_CONTENT,
} from './description-tags';
import { descriptionLinkAttributes, descriptionLinkHref, LINK_SCHEMES } from './link-href';
import { PALETTE } from './palette';

/**
 * Rewrites an element before the allow-list applies: headings the editor lacks become the nearest
 * one, styles keep only the palette colours and alignments, links keep only an allowed href (plus
 * target/rel when the stored link opens a new tab). The element keeps its name: a span without a colour or a link
 * without an href is unwrapped afterwards by `unwrapBare`. (Renaming such elements to a
 * disallowed tag, as this once did, trips a sanitize-html 2.17.5 bug: the close handler of a
 * skipped tag returns before deleting its rename, so the next closing tag at that depth got the
 * disallowed name and the output was malformed.)
 */
function transformTag(originalName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const tagName = HEADING_REPLACEMENTS[originalName] ?? originalName;
  if (tagName === 'img') return { tagName, attribs: { ...descriptionImageAttributes(attribs) } };
  const style =
    attribs.style === undefined ? '' : normaliseDescriptionStyle(tagName, attribs.style);
  const clean: sanitizeHtml.Attributes = style === '' ? {} : { style };
  if (tagName === 'a') {
    const href = descriptionLinkHref(attribs.href);
    if (href !== undefined) Object.assign(clean, descriptionLinkAttributes(href, attribs.target));
  }
  return { tagName, attribs: clean };
}

/**
 * sanitize-html's documented 'excludeTag' filter: drops an element's tags and keeps its content.
 * Applies to spans left without a style and links left without an href (sanitize-html deletes
 * from `frame.attribs` every attribute it does not write out).
 */
function unwrapBare(frame: sanitizeHtml.IFrame): boolean | 'excludeTag' {
  if (frame.tag === 'span' && !frame.attribs.style) return 'excludeTag';
  if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
  // An image that is not one of ours, or lacks its alt or size, goes entirely.
  if (frame.tag === 'img' && !frame.attribs.src) return true;
  return false;
}

const exactly = (alternatives: readonly string[]): RegExp[] => [
  new RegExp(`^(?:${alternatives.join('|')})$`),
];
const PALETTE_VALUES = PALETTE.map((colour) => colour.value);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_TAGS, 'img'],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'target', 'rel', 'style'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A second line behind normaliseDescriptionStyle: only these exact values survive.
  allowedStyles: {
    '*': {
      color: exactly(PALETTE_VALUES),
      'background-color': exactly(PALETTE_VALUES),
      'text-align': exactly(TEXT_ALIGNMENTS),
    },
  },
  disallowedTagsMode: 'discard',
  nonTextTags: [...TAGS_DROPPED_WITH_CONTENT],
  transformTags: { '*': transformTag },
  exclusiveFilter: unwrapBare,
  enforceHtmlBoundary: true,
};

/** Sanitizes one description; HTML without any text or image becomes an empty string. */
export function sanitizeDescription(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  if (clean.includes('<img ')) return clean;
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? '' : clean;
}

const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: [...TAGS_DROPPED_WITH_CONTENT],
};

/**
 * A description as plain text with collapsed whitespace (meta descriptions, previews). The
 * result is text, not HTML: `<`, `>` and `&` are real characters, to be escaped by whoever
 * writes it into HTML (React does).
 */
export function descriptionText(html: string): string {
  return sanitizeHtml(html, TEXT_ONLY)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
