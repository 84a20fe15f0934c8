import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_ERROR_MESSAGES, type ErrorPages } from './error-pages';
import { languageOf } from './page-request';
import { sendApiError, sendPageAnswer } from './send-response';

/** Whether a target is the API's (forwarded to it, answered in JSON). */
export function isApiTarget(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Answers a request the site refuses (400 malformed, 405 method, 414 too long, …) with a proper
 * status and no error in the log: under /api the API's JSON shape with a Russian message, else
 * the site's error page with the status (without client scripts).
 */
export async function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  errorPages: ErrorPages,
  status: number,
  headers: Record<string, string> = {},
): Promise<FastifyReply> {
  // A refused target was rewritten to '/' (request-guard.ts): the target as sent decides.
  const target = request.originalUrl ?? request.url;
  if (isApiTarget(target) || isApiTarget(request.url))
    return sendApiError(reply, status, API_ERROR_MESSAGES[status] ?? 'Ошибка запроса', headers);
  const page = await errorPages.page(status, languageOf(target, request.headers), false);
  return sendPageAnswer(request, reply, page, { headers });
}
