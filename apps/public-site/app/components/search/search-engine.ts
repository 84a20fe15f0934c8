/*
 * The site search, loaded on first use: the matching, the result list, and (in a chunk per
 * language) the whole catalogue, which no page bundle carries.
 */
import { highlightParts, searchCatalogue, type PublicLanguage, type TextPart, type TextTree } from '@fuelcard/i18n';

export interface SiteSearchResult {
  key: string;
  path: string;
  /** The text (or an excerpt around the first match) split into matching and other parts. */
  parts: TextPart[];
  /** The page's title from the catalogue (its section's `title`), for pages the frame has no label for. */
  title?: string;
}

/** Long texts are shown as an excerpt around their first match. */
const EXCERPT_BEFORE = 50;
const EXCERPT_AFTER = 90;

export function loadCatalogue(lang: PublicLanguage): Promise<TextTree> {
  return lang === 'en'
    ? import('@fuelcard/i18n/catalogue/en').then((module) => module.en as TextTree)
    : import('@fuelcard/i18n/catalogue/ru').then((module) => module.ru as TextTree);
}

export function excerpt(text: string, query: string): string {
  const at = text.toLowerCase().indexOf(query.trim().toLowerCase());
  if (at === -1 || text.length <= EXCERPT_BEFORE + EXCERPT_AFTER + query.length) return text;
  const start = Math.max(0, at - EXCERPT_BEFORE);
  const end = Math.min(text.length, at + query.trim().length + EXCERPT_AFTER);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** The `title` text of a section ('clients.signAndResign'), if it has one. */
function sectionTitle(catalogue: TextTree, section: string): string | undefined {
  const node = section
    .split('.')
    .reduce<TextTree | string | undefined>(
      (tree, part) => (typeof tree === 'object' ? tree[part] : undefined),
      catalogue,
    );
  return typeof node === 'object' && typeof node.title === 'string' ? node.title : undefined;
}

/** Case-insensitive substring matches of the routed sections, each with its highlighted text. */
export function searchSite(catalogue: TextTree, query: string): SiteSearchResult[] {
  return searchCatalogue(catalogue, query).map((match) => {
    const title = sectionTitle(catalogue, match.section);
    return {
      key: match.key,
      path: match.path,
      parts: highlightParts(excerpt(match.text, query), query),
      ...(title === undefined ? {} : { title }),
    };
  });
}

export { SearchResults } from './SearchResults';
