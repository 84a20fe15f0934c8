import type { FastifyReply, FastifyRequest } from 'fastify';
import { keptHeaders, pageAnswer } from './page-answer';
import { langCookieFor, normalizePath } from './page-request';
import { refuse } from './refusals';
import type { PageService } from './render-page';
import { newNonce } from './security-headers';
import { sendFetchResponse, sendPageAnswer } from './send-response';

/**
 * The pages that hold a form (issue 25: /application). They take POST (the form sent without
 * JavaScript, and React Router's `/application.data` with it), and are rendered per request from
 * the visitor's own address and query — never kept by the render cache — so that the form's
 * `startedAt` is when this visitor was shown it.
 */
export const FORM_PAGES: ReadonlySet<string> = new Set(['/application']);

/** A form is a few kilobytes; a larger body is refused before it is read whole (413). */
export const MAX_FORM_BYTES = 32 * 1024;

/** The form page a request's path names (its page or its `.data` address), else null. */
export function formPageOf(url: string): string | null {
  const raw = url.split('?', 1)[0]!;
  const path = normalizePath(raw.endsWith('.data') ? raw.slice(0, -'.data'.length) : raw);
  return path !== null && FORM_PAGES.has(path) ? path : null;
}

class BodyTooLarge extends Error {}

async function readBody(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_FORM_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const FORWARDED = ['cookie', 'accept-language', 'content-type', 'accept'] as const;

/**
 * Answers a form page: GET and HEAD render it, POST hands the body to the route's action with the
 * visitor's address in the load context (the API limits applications per address). An HTML answer
 * is sent with its CSP and `Cache-Control: no-store`; anything else (a redirect after a sent form,
 * React Router's data) as it comes.
 */
export async function serveFormPage(
  request: FastifyRequest,
  reply: FastifyReply,
  service: PageService,
): Promise<FastifyReply> {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST')
    return refuse(request, reply, service.errorPages, 405, { allow: 'GET, HEAD, POST' });
  let body: Buffer | undefined;
  // A form sent from another site's page (a forged POST riding on the visitor's browser) is
  // refused: browsers say where a request comes from in Sec-Fetch-Site.
  if (method === 'POST' && request.headers['sec-fetch-site'] === 'cross-site')
    return refuse(request, reply, service.errorPages, 403);
  if (method === 'POST') {
    try {
      body = await readBody(request);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return refuse(request, reply, service.errorPages, 413, { connection: 'close' });
      return refuse(request, reply, service.errorPages, 400);
    }
  }
  const headers = new Headers({ accept: 'text/html' });
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (value) headers.set(name, Array.isArray(value) ? value.join('; ') : value);
  }
  const nonce = newNonce();
  const response = await service.render(
    new Request(`${service.origin}${request.url}`, {
      method: method === 'POST' ? 'POST' : 'GET',
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    }),
    { cspNonce: nonce, clientIp: request.ip },
  );
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html'))
    return sendFetchResponse(reply, response);
  const html = Buffer.from(await response.arrayBuffer());
  const answer = pageAnswer(response.status, keptHeaders(response), html, nonce, 'once');
  const rawLang = new URL(request.url, service.origin).searchParams.get('lang');
  return sendPageAnswer(request, reply, answer, {
    langCookie: langCookieFor(rawLang, request.headers),
    noStore: true,
  });
}
