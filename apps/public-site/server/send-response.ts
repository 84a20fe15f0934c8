import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, ifNoneMatchHits } from './html-etag';
import {
  fromTemplate,
  langCookieFor,
  NONCE_PLACEHOLDER,
  toTemplate,
  type CachedPage,
} from './render-cache';
import './security-headers';

/** Pages depend on the language, which comes from the query, the lang cookie or Accept-Language. */
const HTML_VARY = 'Cookie, Accept-Language';

function isRevalidatedHtml(request: FastifyRequest, response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    response.status === 200 &&
    type.startsWith('text/html')
  );
}

/**
 * Sends a Fetch Response through Fastify. HTML pages are buffered, tagged with an ETag and sent
 * with `Cache-Control: no-cache`, so browsers revalidate them and get a 304 when nothing changed;
 * everything else is streamed as it comes.
 */
export async function sendFetchResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  /** Given a page that may be cached (a 200 HTML answer to a GET, no cookie but the language one). */
  store?: (page: Pick<CachedPage, 'status' | 'headers' | 'template' | 'etag'>) => void,
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  if (isRevalidatedHtml(request, response)) {
    const body = Buffer.from(await response.arrayBuffer());
    const template = toTemplate(body, request.cspNonce || undefined);
    const etag = pageEtag(template);
    // The language cookie of a `?lang=` does not stop a page from being stored (it is set again
    // per answer, see sendCachedPage); any other cookie does.
    const langCookie = langCookieFor(request);
    if (store && cookies.every((cookie) => cookie === langCookie)) {
      const headers = [...response.headers].filter(
        ([name]) => name !== 'set-cookie' && name !== 'content-length',
      );
      store({ status: response.status, headers, template, etag });
    }
    return sendHtml(request, reply, etag, body);
  }

  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/** A page's weak ETag, computed without the nonce, so an unchanged page keeps its tag. */
function pageEtag(template: string): string {
  return etagOf(Buffer.from(template.replaceAll(NONCE_PLACEHOLDER, ''), 'latin1'));
}

/** Sends a page with its ETag, `Cache-Control: no-cache` and Vary, or a 304 when If-None-Match names the tag. */
function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  body: Buffer,
): FastifyReply {
  reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  reply.header('vary', HTML_VARY);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
    reply.removeHeader('content-length');
    // The browser keeps its stored page, whose scripts carry the nonce of the answer it came with;
    // a 304 must not replace that answer's CSP with one naming a new nonce, or hydration is blocked.
    reply.removeHeader('content-security-policy');
    return reply.status(304).send();
  }
  return reply.send(body);
}

/** Sends a page from the render cache, with this response's nonce. */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  const langCookie = langCookieFor(request);
  if (langCookie) reply.header('set-cookie', langCookie);
  reply.header('x-render-cache', 'hit');
  return sendHtml(
    request,
    reply,
    page.etag,
    fromTemplate(page.template, request.cspNonce || undefined),
  );
}
