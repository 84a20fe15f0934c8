import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_ERROR_MESSAGES } from './error-pages';
import { sendApiError } from './send-response';

/** How long a forwarded call may wait for the API's answer before it is 504. */
export const API_PROXY_TIMEOUT_MS = 10_000;

/** The codes of errors that mean the API could not be reached at all (503). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
]);

interface ProxyError extends Error {
  code?: string;
  statusCode?: number;
  cause?: unknown;
}

/** The status of a failed forward: 503 the API is not there, 504 it did not answer, 502 else. */
export function proxyFailureStatus(error: ProxyError): 502 | 503 | 504 {
  const cause = error.cause as ProxyError | undefined;
  const codes = [error.code, cause?.code, (cause?.cause as ProxyError | undefined)?.code];
  if (codes.some((code) => code !== undefined && UNREACHABLE.has(code))) return 503;
  if (error.statusCode === 504) return 504;
  return 502;
}

/**
 * `/api/*` forwarded to the API. A request's `Expect: 100-continue` was answered by Node already
 * and is not forwarded (undici refuses it), nor are the API's hop-by-hop answer headers; while the API is down or hangs the answer is the
 * API's own JSON shape with a Russian message — 503 (with Retry-After), 504 or 502 — logged as a
 * warning, never a 500. TLS to an https API is verified.
 */
export async function registerApiProxy(
  app: FastifyInstance,
  apiUrl: string,
  timeoutMs = API_PROXY_TIMEOUT_MS,
): Promise<void> {
  await app.register(proxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    undici: {
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      connectTimeout: 3_000,
      // @fastify/reply-from turns certificate checks off (its `tls` default); `connect` wins.
      connect: { rejectUnauthorized: true },
    },
    replyOptions: {
      // The API's hop-by-hop headers are not the client's: its `Connection: keep-alive` would
      // override a client's `Connection: close` and the drain's (ADR 0005).
      rewriteHeaders: (headers) => {
        const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
        return rest;
      },
      rewriteRequestHeaders: (request, headers) => {
        const { expect: _expect, ...forwarded } = headers;
        // The API logs the same request id as the site (and answers with it).
        return { ...forwarded, 'x-forwarded-for': request.ip, 'x-request-id': request.id };
      },
      onError: (reply, { error }) => {
        const status = proxyFailureStatus(error as ProxyError);
        (reply as FastifyReply).log.warn({ err: error, status }, 'API call failed');
        void sendApiError(
          reply as FastifyReply,
          status,
          API_ERROR_MESSAGES[status]!,
          status === 503 ? { 'retry-after': '5' } : {},
        );
      },
    },
  });
}
