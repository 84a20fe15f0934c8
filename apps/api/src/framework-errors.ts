import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS } from './plugins/external/security-headers';

/*
 * Answers for errors that happen before a request reaches Fastify's hooks and error handler: a
 * URL the router cannot decode (`frameworkErrors`) and HTTP the parser refuses (`clientError`).
 * Like every other answer they are JSON `{ error }` in Russian with the security headers.
 */

const FRAMEWORK_ERRORS: Record<string, [status: number, message: string]> = {
  FST_ERR_BAD_URL: [400, 'Некорректный адрес запроса'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'Слишком длинный адрес запроса'],
};
const INTERNAL: [number, string] = [500, 'Внутренняя ошибка сервера'];

/** Fastify's `frameworkErrors` option: the router could not handle the URL. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, message] = FRAMEWORK_ERRORS[error.code] ?? INTERNAL;
  if (status >= 500) request.log.error({ err: error }, 'framework error');
  else request.log.info({ code: error.code }, 'request refused before routing');
  void reply.code(status).headers(SECURITY_HEADERS).send({ error: message });
}

function clientErrorAnswer(code: string | undefined): [number, string, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return [408, 'Request Timeout', 'Время ожидания запроса истекло'];
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, 'Request Header Fields Too Large', 'Слишком большие заголовки запроса'];
  return [400, 'Bad Request', 'Некорректный HTTP-запрос'];
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (a malformed
 * Content-Length, oversized headers, a timeout), so there is no request object; the answer is
 * written to the socket, which is then closed.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = clientErrorAnswer(error.code);
  this.log.debug({ code: error.code }, 'malformed HTTP request refused');
  writeRawAnswer(socket, status, reason, message);
}

/**
 * CONNECT (a proxy tunnel request) reaches Node's 'connect' event, not Fastify; unanswered, the
 * connection would just close. It gets 405 JSON with the security headers like any other refusal.
 */
export function answerConnect(socket: Socket): void {
  writeRawAnswer(socket, 405, 'Method Not Allowed', 'Метод CONNECT не поддерживается');
}

/** Writes a whole JSON `{ error }` answer to a raw socket and closes it. */
function writeRawAnswer(socket: Socket, status: number, reason: string, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: message });
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`, () => socket.destroy());
}
