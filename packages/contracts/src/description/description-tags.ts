/**
 * The elements a news description may contain: what the admin console's editor produces.
 * `span` carries a palette colour (a span without one is unwrapped).
 */
export const DESCRIPTION_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'blockquote',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'code',
  'a',
  'ol',
  'ul',
  'li',
  'span',
] as const;
export type DescriptionTag = (typeof DESCRIPTION_TAGS)[number];

/** Headings the editor does not offer become the nearest one it does. */
export const HEADING_REPLACEMENTS: Readonly<Record<string, DescriptionTag>> = {
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
};

/** Elements removed together with their content (everything else disallowed keeps its text). */
export const TAGS_DROPPED_WITH_CONTENT = [
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
] as const;

export function isDescriptionTag(tagName: string): tagName is DescriptionTag {
  return (DESCRIPTION_TAGS as readonly string[]).includes(tagName);
}
