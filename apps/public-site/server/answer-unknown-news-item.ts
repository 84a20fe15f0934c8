import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_PROBE } from './news-not-found';
import { newsPresence } from './news-presence';
import type { NewsState } from './news-version';
import type { PageRequest } from './page-request';
import { renderPage, type PageService, type Rendered } from './render-page';
import { sendFetchResponse, sendPageAnswer } from './send-response';

/**
 * Answers /news/{idOrSlug} when the news directory says it names no item: the kept not-found
 * page (404, `noindex`, `no-store`, as rendered), else the not-found page rendered for the
 * probe's address and kept, when it is a 404 that shows nothing of that address. Requests that
 * come together wait for one render. Otherwise (the page came to show its address, or the news
 * changed meanwhile) the request's own page is rendered and nothing is kept.
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
  if (kept?.answer) {
    notFound.counts.kept += 1;
    return sendPageAnswer(request, reply, kept.answer, { cache: 'hit', langCookie });
  }
  let rendered = false;
  const made = kept
    ? null
    : await notFound.pages.make(key, async () => {
        rendered = true;
        if ((await newsPresence(service, NOT_FOUND_PROBE, news)) !== 'absent') return null;
        const probe = await renderPage(service, { ...page, path: `/news/${NOT_FOUND_PROBE}` });
        notFound.counts.rendered += 1;
        if (probe.kind !== 'page') {
          await probe.response.body?.cancel();
          return { value: { answer: null }, newsVersion: news.version };
        }
        const body = probe.answer.body.toString('utf8').toLowerCase();
        if (probe.answer.status === 404 && !body.includes(NOT_FOUND_PROBE))
          return { value: { answer: probe.answer }, newsVersion: probe.newsVersion };
        service.log?.warn(
          { status: probe.answer.status },
          'the news not-found page is not kept (not a 404, or it shows its address): each address is rendered',
        );
        return { value: { answer: null }, newsVersion: probe.newsVersion };
      });
  if (made?.value.answer) {
    notFound.counts.kept += 1;
    return sendPageAnswer(request, reply, made.value.answer, {
      cache: rendered ? 'miss' : 'hit',
      langCookie,
    });
  }
  notFound.counts.rendered += 1;
  return send(await renderPage(service, page));
}
