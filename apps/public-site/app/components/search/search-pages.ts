import { highlightParts, searchCatalogue, type TextPart, type TextTree } from '@fuelcard/i18n';
import { PAGE_LABELS } from '../../content/page-labels';

/** One page of the results: its title, its matching texts as highlighted excerpts. */
export interface SearchPage {
  path: string;
  /** Catalogue key of the frame's name for the page (home, about, news, contacts, legal pages). */
  labelKey?: string;
  /** The page's own title (content pages), when the frame has no name for it. */
  title?: string;
  /** Excerpts of the matching texts other than the title, in page order, highlighted. */
  snippets: TextPart[][];
  /** How many of the page's texts other than its title match (`snippets` may hold fewer). */
  matches: number;
}

const AREAS = {
  clients: 'nav.clients',
  partners: 'nav.partners',
  equipment: 'nav.equipment',
} as const;

/** Catalogue key of the area a page is under (For clients, For partners, Equipment), if any. */
export function areaOf(path: string): string | undefined {
  const [, area, page] = path.split('/');
  return page ? AREAS[area as keyof typeof AREAS] : undefined;
}

/** Long texts are shown as an excerpt around their first match. */
const EXCERPT_BEFORE = 50;
const EXCERPT_AFTER = 90;

export function excerpt(text: string, query: string): string {
  const at = text.toLowerCase().indexOf(query.trim().toLowerCase());
  if (at === -1 || text.length <= EXCERPT_BEFORE + EXCERPT_AFTER + query.length) return text;
  let start = Math.max(0, at - EXCERPT_BEFORE);
  let end = Math.min(text.length, at + query.trim().length + EXCERPT_AFTER);
  // Whole words at both ends.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** The text or group at a dotted key of the catalogue, if any. */
function nodeAt(catalogue: TextTree, key: string): TextTree | string | undefined {
  return key
    .split('.')
    .reduce<TextTree | string | undefined>(
      (tree, part) => (typeof tree === 'object' ? tree[part] : undefined),
      catalogue,
    );
}

/** The `title` text of a section ('clients.signAndResign'), if it has one. */
function sectionTitle(catalogue: TextTree, section: string): string | undefined {
  const node = nodeAt(catalogue, section);
  return typeof node === 'object' && typeof node.title === 'string' ? node.title : undefined;
}

/**
 * The catalogue matches of a query grouped by page: pages whose title (as listed: the frame's
 * name, else the section's title) holds the query first — «Главная» puts Home first — then the
 * pages with more matches, then catalogue order. A page's title is the frame's name for it, else
 * its section's `title`; a match that is the title itself is not repeated as a snippet. Only the
 * first `maxSnippets` matches of a page are cut and highlighted (the rest are counted): a short
 * query matches thousands of texts.
 */
export function searchPages(
  catalogue: TextTree,
  query: string,
  { maxSnippets = Number.POSITIVE_INFINITY }: { maxSnippets?: number } = {},
): SearchPage[] {
  const pages = new Map<string, SearchPage & { titleMatch: boolean; order: number }>();
  for (const match of searchCatalogue(catalogue, query)) {
    let page = pages.get(match.path);
    if (!page) {
      const labelKey = PAGE_LABELS[match.path];
      const title = labelKey ? undefined : sectionTitle(catalogue, match.section);
      page = {
        path: match.path,
        snippets: [],
        matches: 0,
        titleMatch: false,
        order: pages.size,
        ...(labelKey ? { labelKey } : {}),
        ...(title ? { title } : {}),
      };
      const shownTitle = labelKey ? nodeAt(catalogue, labelKey) : title;
      page.titleMatch =
        typeof shownTitle === 'string' &&
        shownTitle.toLowerCase().includes(query.trim().toLowerCase());
      pages.set(match.path, page);
    }
    if (match.key === `${match.section}.title`) page.titleMatch = true;
    else if ((page.matches += 1) <= maxSnippets)
      page.snippets.push(highlightParts(excerpt(match.text, query), query));
  }
  // A page whose name holds the query is listed even when none of its own texts does: the
  // frame's name of a page is a text that leads to it («Главная» finds Home).
  const needle = query.trim().toLowerCase();
  if (needle !== '')
    for (const [path, labelKey] of Object.entries(PAGE_LABELS)) {
      const name = nodeAt(catalogue, labelKey);
      if (pages.has(path) || typeof name !== 'string' || !name.toLowerCase().includes(needle))
        continue;
      pages.set(path, { path, labelKey, snippets: [], matches: 0, titleMatch: true, order: pages.size });
    }
  return [...pages.values()]
    .sort(
      (a, b) =>
        Number(b.titleMatch) - Number(a.titleMatch) || b.matches - a.matches || a.order - b.order,
    )
    .map(({ titleMatch: _titleMatch, order: _order, ...page }) => page);
}
