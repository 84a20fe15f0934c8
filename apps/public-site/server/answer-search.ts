import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicLanguage } from '@fuelcard/i18n';
import type { NewsState } from './news-version';
import { pageAnswer } from './page-answer';
import type { PageRequest } from './page-request';
import { renderPage, type PageService, type Rendered } from './render-page';
import { type KeptSearch, type SearchAnswers } from './search-answers';
import { sendFetchResponse, sendPageAnswer } from './send-response';
import {
  fillSearchPage,
  searchTemplateOf,
  SHELL_QUERY,
  type SearchTemplate,
} from './search-template';

function queryOf(page: PageRequest): { query: string; lang: string | null; paged: boolean } {
  const params = new URLSearchParams(page.search);
  return { query: params.get('q') ?? '', lang: params.get('lang'), paged: params.has('page') };
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
 * Answers /search (with or without a query, first page of results) from the kept page of its language and `?lang=`,
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
  const { query, lang: asked, paged } = queryOf(page);
  const sendRendered = (rendered: Rendered) =>
    rendered.kind === 'page'
      ? sendPageAnswer(request, reply, rendered.answer, { cache: 'miss', langCookie })
      : sendFetchResponse(reply, rendered.response);
  // A page of results other than the first (or a bad ?page=) is rendered: the kept pages are
  // the first page of each query.
  if (paged) {
    search.counts.rendered += 1;
    return sendRendered(await renderPage(service, page));
  }
  const empty = query === '';
  const key = `${page.lang}\n${asked ?? ''}\n${empty ? 'empty' : 'query'}`;

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
