import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorPages } from './error-pages';
import { refuse } from './refusals';
import { securityHeaders, sendsHsts, type HstsMode } from './security-headers';

/**
 * What the site refuses before anything reads a request (docs/decisions/public-site-0003 and
 * README, reliability): every refusal is a 4xx with the security headers — the site's error page,
 * or the API's JSON shape under /api — and never an error in the log.
 *
 *  - The request target is reduced to origin-form (`/path?query`): an absolute-form target
 *    (`GET http://evil.example/news`) is served as its path (its authority is ignored, as is the
 *    Host header: the site's origin is fixed at start); an undecodable path, an authority-form
 *    target (`GET evil.example:443`) or `*` other than for OPTIONS is 400.
 *  - A missing or malformed Host (HTTP/1.0 without one, `localhost:3000">`) is 400, except on
 *    /healthz (load balancers' HTTP/1.0 checks).
 *  - TRACE and TRACK are 405; CONNECT is answered 405 and the connection closed.
 *  - Requests Node's parser refuses (header overflow, bad syntax, request timeout) get 431 / 400 /
 *    408 with the kept error page, written on the socket.
 */

/** Requests whose target was refused when it was rewritten (the rewrite itself cannot answer). */
const refusedTargets = new WeakSet<IncomingMessage>();

/** Host: a DNS name (underscores tolerated), an IPv4 address or a bracketed IPv6 one, an optional port. */
const HOST =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function isValidHost(host: string | undefined): boolean {
  return host !== undefined && host.length <= 261 && HOST.test(host);
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fastify's rewriteUrl: the origin-form target every route sees. A refused target becomes '/'
 * and is marked, and the guard's onRequest hook answers it 400.
 */
export function rewriteTarget(req: IncomingMessage): string {
  const raw = req.url ?? '/';
  let target: string | null = null;
  if (raw.startsWith('/')) target = raw;
  else if (/^https?:\/\//i.test(raw)) {
    try {
      const url = new URL(raw);
      target = `${url.pathname}${url.search}`;
    } catch {
      target = null;
    }
  } else if (raw === '*' && req.method === 'OPTIONS') target = '*';
  const queryStart = target?.indexOf('?') ?? -1;
  if (target === null || !decodes(queryStart === -1 ? target : target.slice(0, queryStart))) {
    refusedTargets.add(req);
    return '/';
  }
  return target === '*' ? '/' : target;
}

export interface RequestGuardOptions {
  errorPages: ErrorPages;
  hsts: HstsMode;
}

/** The onRequest checks (after the security headers hook): target, Host, method. */
export function registerRequestGuard(
  app: FastifyInstance,
  { errorPages }: RequestGuardOptions,
): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.raw.url === '/' && request.originalUrl === '*' && request.method === 'OPTIONS')
      return reply.status(204).header('allow', 'GET, HEAD').send();
    if (refusedTargets.has(request.raw)) return refuse(request, reply, errorPages, 400);
    if (request.url !== '/healthz' && !isValidHost(request.headers.host))
      return refuse(request, reply, errorPages, 400);
    if (request.method === 'TRACE' || request.method === 'TRACK')
      return refuse(request, reply, errorPages, 405, { allow: 'GET, HEAD' });
  });
}

/**
 * Fastify's frameworkErrors: a URL its router cannot read (FST_ERR_BAD_URL, an over-long
 * parameter). Its hooks have not run, so the security headers are set here.
 */
export function frameworkErrorHandler(
  options: () => RequestGuardOptions,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    const { errorPages, hsts } = options();
    reply.headers(securityHeaders(sendsHsts(hsts, request)));
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    void refuse(request, reply, errorPages, status);
  };
}

/** Writes a refusal straight on a socket (no request object exists): the kept error page or a line. */
function writeRefusal(
  socket: Duplex,
  status: number,
  options: RequestGuardOptions,
  extra: Record<string, string> = {},
) {
  const page = options.errorPages.kept(status, 'ru', false);
  const body = page?.body ?? Buffer.from(`${status} ${STATUS_CODES[status]}\n`);
  const headers: Record<string, string> = {
    ...securityHeaders(options.hsts === 'always'),
    ...(page ? { 'content-security-policy': page.csp } : {}),
    'content-type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-store',
    connection: 'close',
    ...extra,
  };
  const head =
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body]));
}

/** Fastify's clientErrorHandler: what Node's parser refused (the connection is then closed). */
export function clientErrorHandler(
  options: () => RequestGuardOptions,
): (error: NodeJS.ErrnoException, socket: Duplex) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : 400;
    if (socket.writable) writeRefusal(socket, status, options());
    else socket.destroy();
  };
}

/** CONNECT (Node hands it to a 'connect' listener, or drops the connection): 405, then closed. */
export function refuseConnect(
  options: () => RequestGuardOptions,
): (req: IncomingMessage, socket: Duplex) => void {
  return (_req, socket) => {
    if (socket.writable) writeRefusal(socket, 405, options(), { allow: 'GET, HEAD' });
    else socket.destroy();
  };
}

/** The error pages written straight on a socket are rendered at start. */
export async function warmSocketRefusals(errorPages: ErrorPages): Promise<void> {
  await Promise.all([400, 405, 408, 431].map((status) => errorPages.page(status, 'ru', false)));
}
