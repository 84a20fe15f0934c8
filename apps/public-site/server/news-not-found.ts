import type { FastifyReply, FastifyRequest } from 'fastify';
import { KeptPages, type KeptPagesOptions } from './kept-pages';
import type { NewsState } from './news-version';
import type { PageAnswer } from './page-answer';
import type { PageRequest } from './page-request';
import { renderPage, type PageService, type Rendered } from './render-page';
import { sendFetchResponse, sendPageAnswer } from './send-response';

/**
 * The not-found page of news addresses that name no item, kept per language and the page's own
 * query (`?lang=`): the page shows nothing of the address it answers (an e2e journey compares
 * it with a render), so every such address gets the same bytes.
 */
export class NewsNotFound {
  readonly pages: KeptPages<PageAnswer>;
  /** Answers given from a kept page, and renders made (metrics, tests). */
  readonly counts = { kept: 0, rendered: 0 };

  constructor(options: KeptPagesOptions = {}) {
    this.pages = new KeptPages(options);
  }
}

/**
 * Answers /news/{idOrSlug} when the news directory says it names no item: the kept not-found
 * page (404, `noindex`, `no-store`, as rendered), else this request's own render, kept when it
 * is that page. Requests that come together wait for one render. A render that turns out not to
 * be the not-found page (the news changed meanwhile) is sent and not kept.
 */
export async function answerUnknownNewsItem(
  request: FastifyRequest,
  reply: FastifyReply,
  service: PageService,
  page: PageRequest,
  news: NewsState,
  langCookie: string | null,
): Promise<FastifyReply> {
  const notFound = service.newsNotFound;
  const send = (rendered: Rendered) =>
    rendered.kind === 'page'
      ? sendPageAnswer(request, reply, rendered.answer, { cache: 'miss', langCookie })
      : sendFetchResponse(reply, rendered.response);
  if (!notFound) return send(await renderPage(service, page));
  // The path is the item's; what else the page reads is its language and its `?lang=`.
  const key = `${page.lang}\n${page.search}`;
  const kept = notFound.pages.get(key, news);
  if (kept) {
    notFound.counts.kept += 1;
    return sendPageAnswer(request, reply, kept, { cache: 'hit', langCookie });
  }
  let own: Rendered | undefined;
  const made = await notFound.pages.make(key, async () => {
    own = await renderPage(service, page);
    notFound.counts.rendered += 1;
    return own.kind === 'page' && own.answer.status === 404
      ? { value: own.answer, newsVersion: own.newsVersion }
      : null;
  });
  if (own) return send(own);
  if (made) {
    notFound.counts.kept += 1;
    return sendPageAnswer(request, reply, made.value, { cache: 'hit', langCookie });
  }
  notFound.counts.rendered += 1;
  return send(await renderPage(service, page));
}
