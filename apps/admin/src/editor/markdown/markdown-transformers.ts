import { $findMatchingParent } from '@lexical/utils';
import { $isLinkNode } from '@lexical/link';
import {
  BOLD_ITALIC_STAR,
  BOLD_ITALIC_UNDERSCORE,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  HEADING,
  INLINE_CODE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  LINK,
  ORDERED_LIST,
  QUOTE,
  UNORDERED_LIST,
  type ElementTransformer,
  type TextMatchTransformer,
  type Transformer,
} from '@lexical/markdown';
import { linkAttributes, normaliseLinkUrl } from '../link-url';

/**
 * `## `, `### ` and `#### ` become the body's headings h2–h4 (the only levels the description
 * keeps); `# ` stays text, since the page's own title is the h1.
 */
export const BODY_HEADING: ElementTransformer = { ...HEADING, regExp: /^(#{2,4})\s/ };

/** The link address of a `[text](url)` match (pointy or raw form), as typed. */
function typedUrl(match: RegExpMatchArray): string {
  return (match[2] ?? match[3] ?? '').trim();
}

/**
 * `[text](url)` becomes a link only when the address passes the link button's check
 * (`link-url.ts`); an outside web address opens in a new tab as the link dialog's default does,
 * a site path in place. Anything else stays as typed.
 */
export const SAFE_LINK: TextMatchTransformer = {
  ...LINK,
  replace: (textNode, match) => {
    const url = normaliseLinkUrl(typedUrl(match));
    if (url === null || $findMatchingParent(textNode, $isLinkNode)) return;
    const text = LINK.replace?.(textNode, match);
    const link = text ? $findMatchingParent(text, $isLinkNode) : null;
    if (!$isLinkNode(link)) return text;
    const { target, rel } = linkAttributes(url, true);
    link.setURL(url).setTarget(target).setRel(rel).setTitle(null);
    return text;
  },
};

/**
 * The Markdown shortcuts of the body editor: only what the description keeps (no h1, h5, h6,
 * strikethrough, highlight, code blocks, check lists or tables). Inline code goes first so that
 * nothing is formatted inside it, then the longer markers before the shorter ones.
 */
export const BODY_TRANSFORMERS: Transformer[] = [
  BODY_HEADING,
  QUOTE,
  UNORDERED_LIST,
  ORDERED_LIST,
  INLINE_CODE,
  BOLD_ITALIC_STAR,
  BOLD_ITALIC_UNDERSCORE,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  SAFE_LINK,
];
