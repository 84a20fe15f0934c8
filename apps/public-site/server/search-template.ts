import type { PublicLanguage } from '@fuelcard/i18n';

/** What of /search depends on its query, as the build makes it (app/lib/search-page-parts.server.tsx). */
export interface SearchParts {
  /** The route data's search string. */
  data: string;
  /** How many pages match. */
  found: number;
  /** The results region's HTML (rendered when called). */
  region(): string;
}

/** The build's maker of the query-dependent parts of /search. */
export type SearchPageParts = (lang: PublicLanguage, query: string) => SearchParts;

/**
 * The query a /search page is rendered with to serve as the template of every query: it matches
 * no text, and each way the page writes it (HTML text and attributes, a URL's query, a string of
 * the route data script) spells it differently, so each place it appears tells how to write
 * another query there.
 */
export const SHELL_QUERY = `Zqxj7 shell<&"'>`;
/** A part of SHELL_QUERY that every spelling keeps: none of it may be left in a template. */
const SHELL_MARK = 'Zqxj7';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** A text as React writes it into HTML text and attribute values. */
export function htmlText(text: string): string {
  return text.replace(/["&'<>]/g, (character) => HTML_ESCAPES[character]!);
}

/** A query parameter's value as URLSearchParams writes it (the page's canonical and alternates). */
export function urlValue(text: string): string {
  return new URLSearchParams([['q', text]]).toString().slice(2);
}

const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** A JSON text as React Router writes it into its route data script (escapeHtml of JSON.stringify). */
function scriptText(json: string): string {
  return JSON.stringify(json)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]!);
}

/** Part of a string of the route data (turbo-stream writes strings with JSON.stringify). */
export function streamText(text: string): string {
  return scriptText(JSON.stringify(text).slice(1, -1));
}

/** A whole string of the route data, quotes included. */
function streamString(text: string): string {
  return scriptText(JSON.stringify(text));
}

type Slot = 'region' | 'data' | 'html' | 'url' | 'stream';

/** A /search page cut where its query is: literal pieces and, between them, what a query fills. */
export interface SearchTemplate {
  /** One more than slots: literals[0], slots[0], literals[1], … (UTF-8, as sent). */
  literals: Buffer[];
  slots: Slot[];
  /**
   * The results region of a query that matches nothing, around the query (HTML text): such a
   * region differs from one query to another by the query alone, so it is not rendered.
   */
  noMatch: [before: string, after: string] | null;
}

type Piece = string | { slot: Slot };

function cut(pieces: Piece[], needle: string, slot: Slot): Piece[] {
  return pieces.flatMap((piece) => {
    if (typeof piece !== 'string') return [piece];
    const parts = piece.split(needle);
    return parts.flatMap((part, index) => (index === 0 ? [part] : [{ slot }, part]));
  });
}

/**
 * The template of a /search page rendered for SHELL_QUERY, or null when it cannot be one: its
 * results region must be there once exactly as the build renders it alone, its search data at
 * most once (none without client scripts), and every other appearance of the query must be one
 * of its known spellings — nothing of the query may be left. A page that changes how it writes
 * the query fails this check at start (its queries are then rendered, and a warning says so)
 * rather than serving wrong pages.
 */
export function searchTemplateOf(html: string, shellParts: SearchParts): SearchTemplate | null {
  if (shellParts.found !== 0) return null;
  const region = shellParts.region();
  let pieces: Piece[] = [html];
  pieces = cut(pieces, region, 'region');
  pieces = cut(pieces, streamString(shellParts.data), 'data');
  pieces = cut(pieces, htmlText(SHELL_QUERY), 'html');
  pieces = cut(pieces, urlValue(SHELL_QUERY), 'url');
  pieces = cut(pieces, streamText(SHELL_QUERY), 'stream');
  const slots = pieces.filter((piece): piece is { slot: Slot } => typeof piece !== 'string');
  const literals = pieces.filter((piece): piece is string => typeof piece === 'string');
  const count = (slot: Slot) => slots.filter((piece) => piece.slot === slot).length;
  if (count('region') !== 1 || count('data') > 1) return null;
  if (literals.some((literal) => literal.includes(SHELL_MARK))) return null;
  const around = region.split(htmlText(SHELL_QUERY));
  return {
    literals: literals.map((literal) => Buffer.from(literal, 'utf8')),
    slots: slots.map((piece) => piece.slot),
    noMatch:
      around.length === 2 && !around.some((part) => part.includes(SHELL_MARK))
        ? [around[0]!, around[1]!]
        : null,
  };
}

/** The page of a query: the template with the query's parts and spellings in their places. */
export function fillSearchPage(
  template: SearchTemplate,
  parts: SearchParts,
  query: string,
): Buffer {
  const html = htmlText(query);
  const values: Record<Slot, Buffer> = {
    region: Buffer.from(
      parts.found === 0 && template.noMatch
        ? template.noMatch[0] + html + template.noMatch[1]
        : parts.region(),
      'utf8',
    ),
    data: Buffer.from(streamString(parts.data), 'utf8'),
    html: Buffer.from(html, 'utf8'),
    url: Buffer.from(urlValue(query), 'utf8'),
    stream: Buffer.from(streamText(query), 'utf8'),
  };
  const pieces: Buffer[] = [template.literals[0]!];
  template.slots.forEach((slot, index) => pieces.push(values[slot], template.literals[index + 1]!));
  return Buffer.concat(pieces);
}
