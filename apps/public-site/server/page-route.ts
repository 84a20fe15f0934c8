import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerUnknownNewsItem } from './answer-unknown-news-item';
import { newsPresence } from './news-presence';
import { langCookieFor, pageRequest, type PageRequest } from './page-request';
import { refuse } from './refusals';
import type { CachedPage, RenderCache } from './render-cache';
import { renderPage, type PageService, type Rendered } from './render-page';
import { answerSearch } from './answer-search';
import { formPageOf, serveFormPage } from './form-page';
import { newNonce } from './security-headers';
import { sendFetchResponse, sendPageAnswer } from './send-response';

export type { PageService } from './render-page';

/** Renders a page again in the background and stores it (stale-while-revalidate). */
function refresh(service: PageService, cache: RenderCache, page: PageRequest): void {
  if (cache.pendingRender(page.key)) return;
  const finish = cache.beginRender(page.key);
  let stored: CachedPage | undefined;
  renderPage(service, page)
    .then((rendered) => {
      if (rendered.kind === 'other') return rendered.response.body?.cancel();
      if (rendered.storable)
        stored = cache.set(page.key, rendered.answer, {
          newsVersion: rendered.newsVersion,
          request: page,
        });
      else cache.delete(page.key);
    })
    .catch((error: unknown) => service.log?.warn({ err: error }, 'background render failed'))
    .finally(() => finish(stored));
}

/**
 * A request of React Router's own client: route data of a client-side navigation (`/news.data`)
 * or route discovery (`/__manifest?p=…`). Rendered as asked (its query is React Router's), on the
 * site's origin, with only the headers the loaders read; not cached.
 */
async function serveRouterRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  service: PageService,
): Promise<FastifyReply> {
  const headers = new Headers({ accept: '*/*' });
  for (const name of ['cookie', 'accept-language'] as const) {
    const value = request.headers[name];
    if (value) headers.set(name, Array.isArray(value) ? value.join('; ') : value);
  }
  const response = await service.render(
    new Request(`${service.origin}${request.url}`, { method: 'GET', headers }),
    { cspNonce: newNonce() },
  );
  return sendFetchResponse(reply, response);
}

/**
 * Answers a page request (docs/decisions/public-site-0003-render-cache.md). Pages take GET and
 * HEAD only (405 otherwise); an address that does not decode is 400, one too long 414; an address
 * only the not-found route matches gets the kept 404 page. Otherwise the page comes from the
 * render cache when it holds it with the current news — at once, without waiting on a slow or
 * down API (then whatever the cache holds is served, fallback pages included); a page older
 * than the TTL is served once more while it is rendered again in the background — or when a
 * render of it is under way (the request waits for that one), else it is rendered (and stored
 * when it may be). X-Render-Cache says hit, stale or miss.
 */
export async function servePage(
  request: FastifyRequest,
  reply: FastifyReply,
  service: PageService,
): Promise<FastifyReply> {
  // The pages that hold a form take POST and are never cached (form-page.ts).
  if (formPageOf(request.url) !== null) return serveFormPage(request, reply, service);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return refuse(request, reply, service.errorPages, 405, { allow: 'GET, HEAD' });
  const path = request.url.split('?', 1)[0]!;
  if (path.endsWith('.data') || path === (service.manifestPath ?? '/__manifest'))
    return serveRouterRequest(request, reply, service);
  const page = pageRequest(request.url, request.headers);
  if ('refused' in page) return refuse(request, reply, service.errorPages, page.refused);
  const langCookie = langCookieFor(page.rawLang, request.headers);
  const { cache } = service;
  // A stored page is never a catch-all one: the route match is needed on a miss only.
  const held = cache?.peek(page.key);
  if (!held && service.isCatchAll(page.path)) {
    const notFound = await service.errorPages.page(404, page.lang, service.hydrate);
    return sendPageAnswer(request, reply, notFound, { langCookie });
  }

  const send = (rendered: Rendered, cacheState?: 'miss') =>
    rendered.kind === 'page'
      ? sendPageAnswer(request, reply, rendered.answer, { cache: cacheState, langCookie })
      : sendFetchResponse(reply, rendered.response);
  if (!cache) {
    // The loaders are handed the news version (render-page.ts).
    await service.news.current();
    return send(await renderPage(service, page));
  }

  const news = await service.news.current();
  // Pages many addresses share, answered without a render each (ADR public-site-0008): /search
  // for any query, and the not-found page of a news address that names no item.
  if (service.search && page.path === '/search')
    return answerSearch(request, reply, service, page, news, langCookie);
  const item = held ? null : service.newsItemOf(page.path);
  if (item !== null && (await newsPresence(service, item, news)) === 'absent')
    return answerUnknownNewsItem(request, reply, service, page, news, langCookie);
  const entry = cache.get(page.key);
  if (entry && (!news.available || entry.newsVersion === news.version)) {
    cache.hits += 1;
    // A page past its TTL (or any page while the API is down) is served as it is; with the API
    // up it is rendered again in the background for the next visitors.
    if (cache.isFresh(entry) || !news.available)
      return sendPageAnswer(request, reply, entry, { cache: 'hit', langCookie });
    refresh(service, cache, page);
    return sendPageAnswer(request, reply, entry, { cache: 'stale', langCookie });
  }
  cache.misses += 1;
  // No await unless a render is under way: between the look and beginRender nothing else may run.
  const pending = cache.pendingRender(page.key);
  const shared = pending && (await pending);
  if (shared) return sendPageAnswer(request, reply, shared, { cache: 'hit', langCookie });

  const finish = cache.beginRender(page.key);
  let stored: CachedPage | undefined;
  try {
    const rendered = await renderPage(service, page);
    if (rendered.kind === 'page' && rendered.storable)
      stored = cache.set(page.key, rendered.answer, {
        newsVersion: rendered.newsVersion,
        request: page,
      });
    return send(rendered, 'miss');
  } finally {
    finish(stored);
  }
}
