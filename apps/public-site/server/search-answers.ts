import type { PublicLanguage } from '@fuelcard/i18n';
import { LRUCache } from 'lru-cache';
import { KeptPages, type KeptPagesOptions } from './kept-pages';
import type { PageAnswer } from './page-answer';
import type { SearchPageParts, SearchParts, SearchTemplate } from './search-template';

/**
 * A search that lists this many pages has its parts kept: its answer is two or three times a
 * page's size (one letter lists 42), and such searches are few — short or common words — while
 * queries of random words list nothing and never enter.
 */
export const KEEP_PARTS_FROM_PAGES = 15;

/** A kept /search page: the page of the empty search as it is, or the template of any query. */
export type KeptSearch =
  | { kind: 'empty'; answer: PageAnswer }
  | { kind: 'query'; template: SearchTemplate | null; answer: PageAnswer; nonce: string };

export interface SearchAnswersOptions extends KeptPagesOptions {
  /** The query-dependent parts of the page, made by the build (app/entry.server.tsx). */
  parts: SearchPageParts;
}

/**
 * /search answered from pages it keeps (docs/decisions/public-site-0008-…): the empty search
 * page per language and `?lang=`, and per the same key the page rendered for a query that
 * matches nothing, whose query-dependent parts are filled per request (search-template.ts) from
 * the in-memory search index. A query costs a lookup in the index, the results region and
 * joining the page, not a render; no request adds a kept page.
 */
export class SearchAnswers {
  readonly pages: KeptPages<KeptSearch>;
  readonly parts: SearchPageParts;
  /** Answers from a kept page (filled or as it is), renders made, and pages refused as templates. */
  readonly counts = { kept: 0, rendered: 0, refused: 0 };
  /** The parts of searches that list many pages, by language and query (bounded: 256, 8 MiB). */
  readonly listed = new LRUCache<string, { data: string; found: number; region: string }>({
    max: 256,
    maxSize: 8 * 1024 * 1024,
    // Characters of Cyrillic texts take two bytes each.
    sizeCalculation: (parts) => 2 * (parts.data.length + parts.region.length) + 64,
  });

  constructor(options: SearchAnswersOptions) {
    this.pages = new KeptPages(options);
    this.parts = options.parts;
  }

  /** The query-dependent parts of a search, kept for searches that list many pages. */
  partsOf(lang: PublicLanguage, query: string): SearchParts {
    const key = `${lang}\n${query}`;
    let listed = this.listed.get(key);
    if (!listed) {
      const parts = this.parts(lang, query);
      if (parts.found < KEEP_PARTS_FROM_PAGES) return parts;
      listed = { data: parts.data, found: parts.found, region: parts.region() };
      this.listed.set(key, listed);
    }
    const { data, found, region } = listed;
    return { data, found, region: () => region };
  }
}
