import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicLanguage } from '@fuelcard/i18n';
import { LRUCache } from 'lru-cache';
import { KeptPages, type KeptPagesOptions } from './kept-pages';
import type { NewsState } from './news-version';
import { pageAnswer, type PageAnswer } from './page-answer';
import type { PageRequest } from './page-request';
import { renderPage, type PageService, type Rendered } from './render-page';
import { sendFetchResponse, sendPageAnswer } from './send-response';
import {
  fillSearchPage,
  searchTemplateOf,
  SHELL_QUERY,
  type SearchPageParts,
  type SearchParts,
  type SearchTemplate,
} from './search-template';

/**
 * A search that lists this many pages has its parts kept: its answer is two or three times a
 * page's size (one letter lists 42), and such searches are few — short or common words — while
 * queries of random words list nothing and never enter.
 */
export const KEEP_PARTS_FROM_PAGES = 15;

/** A kept /search page: the page of the empty search as it is, or the template of any query. */
type KeptSearch =
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

function queryOf(page: PageRequest): { query: string; lang: string | null } {
  const params = new URLSearchParams(page.search);
  return { query: params.get('q') ?? '', lang: params.get('lang') };
}

async function keptSearch(
  service: PageService,
  search: SearchAnswers,
  page: PageRequest,
  empty: boolean,
  asked: string | null,
): Promise<Rendered> {
  const shell = empty
    ? page
    : {
        ...page,
        search: `?${new URLSearchParams([['q', SHELL_QUERY], ...(asked ? [['lang', asked]] : [])])}`,
      };
  const rendered = await renderPage(service, shell);
  search.counts.rendered += 1;
  return rendered;
}

/**
 * Answers /search (with or without a query) from the kept page of its language and `?lang=`,
 * making it first when there is none; a page that cannot serve as a template (the check of
 * search-template.ts failed) is kept as such, and its queries are rendered as before.
 */
export async function answerSearch(
  request: FastifyRequest,
  reply: FastifyReply,
  service: PageService,
  page: PageRequest,
  news: NewsState,
  langCookie: string | null,
): Promise<FastifyReply> {
  const search = service.search!;
  const { query, lang: asked } = queryOf(page);
  const empty = query === '';
  const key = `${page.lang}\n${asked ?? ''}\n${empty ? 'empty' : 'query'}`;
  const sendRendered = (rendered: Rendered) =>
    rendered.kind === 'page'
      ? sendPageAnswer(request, reply, rendered.answer, { cache: 'miss', langCookie })
      : sendFetchResponse(reply, rendered.response);

  let kept = search.pages.get(key, news);
  let made = false;
  if (!kept) {
    let own: Rendered | null = null;
    const result = await search.pages.make(key, async () => {
      const rendered = await keptSearch(service, search, page, empty, asked);
      own = rendered;
      if (rendered.kind !== 'page' || rendered.answer.status !== 200) return null;
      const value: KeptSearch = empty
        ? { kind: 'empty', answer: rendered.answer }
        : {
            kind: 'query',
            answer: rendered.answer,
            nonce: rendered.nonce,
            template: keptTemplate(service, search, page.lang, rendered),
          };
      return { value, newsVersion: rendered.newsVersion };
    });
    const rendered = own as Rendered | null;
    if (!result && rendered && empty) return sendRendered(rendered);
    if (!result) return sendRendered(await renderPage(service, page));
    kept = result.value;
    made = rendered !== null;
  }
  const cache = made ? 'miss' : 'hit';
  if (kept.kind === 'empty') {
    search.counts.kept += 1;
    return sendPageAnswer(request, reply, kept.answer, { cache, langCookie });
  }
  if (!kept.template) {
    search.counts.rendered += 1;
    return sendRendered(await renderPage(service, page));
  }
  const body = fillSearchPage(kept.template, search.partsOf(page.lang, query), query);
  const answer = pageAnswer(200, kept.answer.headers, body, kept.nonce, 'once');
  search.counts.kept += 1;
  return sendPageAnswer(request, reply, answer, { cache, langCookie });
}

function keptTemplate(
  service: PageService,
  search: SearchAnswers,
  lang: PublicLanguage,
  rendered: Extract<Rendered, { kind: 'page' }>,
): SearchTemplate | null {
  const template = searchTemplateOf(
    rendered.answer.body.toString('utf8'),
    search.parts(lang, SHELL_QUERY),
  );
  if (!template) {
    search.counts.refused += 1;
    service.log?.warn(
      { lang },
      'the /search page cannot be filled for other queries: each query is rendered',
    );
  }
  return template;
}
