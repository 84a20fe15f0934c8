import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, ifNoneMatchHits } from './html-etag';
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
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  if (isRevalidatedHtml(request, response)) {
    const body = new Uint8Array(await response.arrayBuffer());
    // The per-response CSP nonce is left out of the tag, so an unchanged page still gets a 304.
    const nonce: string | undefined = request.cspNonce;
    const etag = etagOf(
      nonce
        ? Buffer.from(Buffer.from(body).toString('latin1').replaceAll(nonce, ''), 'latin1')
        : body,
    );
    reply.header('etag', etag);
    reply.header('cache-control', 'no-cache');
    reply.header('vary', HTML_VARY);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
      reply.removeHeader('content-length');
      return reply.status(304).send();
    }
    return reply.send(Buffer.from(body));
  }

  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
