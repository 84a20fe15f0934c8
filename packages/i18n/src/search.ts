import { flattenCatalogue, withoutPlaceholders } from './catalogue-walk';
import { routedSectionOf, type RoutedSection } from './section-routes';
import type { TextTree } from './types';

export interface SearchMatch {
  /** The routed section that holds the text, e.g. 'home' or 'legal.privacy'. */
  section: RoutedSection;
  /** Dotted catalogue key of the text. */
  key: string;
  /** The text as shown, without interpolation placeholders. */
  text: string;
  /** The page to link to. */
  path: string;
}

/**
 * Texts that only label the interface (for assistive technology, or a passing state such as a
 * loading line, an arrow's name or a simulator's indicator): shown by the site, never what a
 * visitor looks for, so not searched.
 */
const INTERFACE_ONLY: readonly RegExp[] = [
  /\.(?:previous|next|open|close|label|\w+Label|\w+Alt|loading\w*)$/,
  /^news\.(?:sort|pagination)\./,
  /\.simulator\.(?:slot|indicator\w+|card|cardFace|reading|cancelled|keys\.\w+)$/,
];

/** True for a catalogue key whose text only labels the interface (see INTERFACE_ONLY). */
export function isInterfaceOnly(key: string): boolean {
  return INTERFACE_ONLY.some((pattern) => pattern.test(key));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive, Unicode-aware matcher of the trimmed query, or null for a blank query. */
function queryPattern(query: string): RegExp | null {
  const trimmed = query.trim();
  return trimmed === '' ? null : new RegExp(escapeRegExp(trimmed), 'giu');
}

/**
 * The searchable texts of each catalogue, in order, found once: walking the catalogue and
 * finding each key's page costs far more than matching the texts (a catalogue is not changed
 * once searched; the site's are constant).
 */
const searchableTexts = new WeakMap<TextTree, readonly SearchMatch[]>();

function searchableTextsOf(catalogue: TextTree): readonly SearchMatch[] {
  let texts = searchableTexts.get(catalogue);
  if (!texts) {
    const found: SearchMatch[] = [];
    for (const [key, raw] of flattenCatalogue(catalogue)) {
      const route = routedSectionOf(key);
      if (route === undefined || isInterfaceOnly(key)) continue;
      found.push(
        Object.freeze({
          section: route.section,
          key,
          text: withoutPlaceholders(raw),
          path: route.path,
        }),
      );
    }
    searchableTexts.set(catalogue, (texts = found));
  }
  return texts;
}

/**
 * Case-insensitive substring search over one language's catalogue. Only texts inside a section
 * of SECTION_ROUTES are returned, in catalogue order, without the interface-only texts; a blank
 * query returns nothing. The texts are gathered once per catalogue (an index kept in memory);
 * the matches are its frozen entries.
 */
export function searchCatalogue(
  catalogue: TextTree,
  query: string,
  options: { limit?: number } = {},
): SearchMatch[] {
  const pattern = queryPattern(query);
  if (pattern === null) return [];
  const matches: SearchMatch[] = [];
  for (const entry of searchableTextsOf(catalogue)) {
    pattern.lastIndex = 0;
    if (!pattern.test(entry.text)) continue;
    matches.push(entry);
    if (options.limit !== undefined && matches.length >= options.limit) break;
  }
  return matches;
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits a text into matching and non-matching parts for highlighted rendering. */
export function highlightParts(text: string, query: string): TextPart[] {
  const pattern = queryPattern(query);
  if (text === '') return [];
  if (pattern === null) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
