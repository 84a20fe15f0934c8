import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { ifNoneMatchHits } from './html-etag';
import { PAGE_ENCODINGS, type PageAnswer, type PageEncoding } from './page-answer';

/**
 * Pages depend on the language, which comes from the query, the lang cookie or Accept-Language,
 * and are sent in the coding the client accepts.
 */
export const HTML_VARY = 'Cookie, Accept-Language, Accept-Encoding';

const CODINGS = [...PAGE_ENCODINGS, 'identity'];
/** negotiator 1.x takes a tie-break order, which @types/negotiator 0.6 does not declare. */
type EncodingWithPreference = (
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string | undefined;

/** The coding of an answer: the client's choice; among codings it likes equally, brotli. */
export function negotiateEncoding(request: FastifyRequest): PageEncoding | null {
  if (!request.headers['accept-encoding']) return null;
  const negotiator = new Negotiator(request);
  const chosen = (negotiator.encoding as EncodingWithPreference).call(negotiator, CODINGS, {
    preferred: CODINGS,
  });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

export interface SendPageOptions {
  /** X-Render-Cache: hit (from the cache), stale (from the cache, rendered again meanwhile), miss. */
  cache?: 'hit' | 'stale' | 'miss';
  /** The language cookie this request's `?lang=` asks for. */
  langCookie?: string | null;
  /** Headers of this answer besides the page's own (Allow of a 405). */
  headers?: Record<string, string>;
  /** A page made for this request alone (a form page): never stored, no ETag. */
  noStore?: boolean;
}

/**
 * Sends a page: the same bytes for everyone (kept compressed with the page), its CSP, and for a
 * 200 an ETag with `Cache-Control: no-cache`, so browsers revalidate and get a 304 when nothing
 * changed.
 */
export function sendPageAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PageAnswer,
  options: SendPageOptions = {},
): FastifyReply {
  reply.status(answer.status);
  for (const [name, value] of answer.headers) reply.header(name, value);
  if (options.headers) reply.headers(options.headers);
  reply.header('content-security-policy', answer.csp);
  if (options.langCookie) reply.header('set-cookie', options.langCookie);
  if (options.cache) reply.header('x-render-cache', options.cache);
  // A noindex page (search results, a preview) is never stored anywhere nor indexed.
  reply.header('cache-control', answer.noindex || options.noStore ? 'no-store' : 'no-cache');
  if (answer.noindex) reply.header('x-robots-tag', 'noindex');
  reply.header('vary', HTML_VARY);
  if (answer.status === 200 && !options.noStore) {
    reply.header('etag', answer.etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], answer.etag)) {
      // The browser keeps its stored page, whose inline scripts are those of the render it came
      // from; a 304 must not replace that answer's CSP with the hashes of a newer render.
      reply.removeHeader('content-security-policy');
      return reply.status(304).send();
    }
  }
  const encoding = negotiateEncoding(request);
  const copy = encoding && answer.encoded(encoding);
  if (encoding && copy) {
    reply.header('content-encoding', encoding);
    return reply.send(copy);
  }
  return reply.send(answer.body);
}

/**
 * Sends a rendered answer that is not an HTML page (sitemap, robots.txt, the news feeds, the news
 * pictures, a redirect) as it comes; a 200 that carries an ETag answers a matching If-None-Match
 * with a 304 (the feeds revalidate as pages do).
 */
export function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  body: ReadableStream<Uint8Array> | null = response.body,
): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-security-policy') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const etag = response.headers.get('etag');
  if (
    response.status === 200 &&
    etag &&
    ifNoneMatchHits(reply.request.headers['if-none-match'], etag)
  ) {
    void body?.cancel();
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return reply.status(304).send();
  }
  if (!body) return reply.send();
  return reply.send(Readable.fromWeb(body as NodeReadableStream));
}

/** The JSON error of the site's own answers under /api (the API's shape: `{ "error": "…" }`). */
export function sendApiError(
  reply: FastifyReply,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): FastifyReply {
  return reply
    .status(status)
    .headers({ 'cache-control': 'no-store', ...headers })
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error: message }));
}
