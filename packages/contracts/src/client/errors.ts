import type { NewsConflictResponse } from '../schemas/news-queries';

/** Reads the message a server put in an error body: `error` first, then `message`. */
export function serverMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string') return error;
  if (typeof message === 'string') return message;
  return null;
}

/**
 * The server answered, but not with something the caller can use:
 * a non-2xx status, or a 2xx whose body is not JSON.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  readonly body: unknown;
  /** `body.error`, else `body.message`, else null: the text a form shows as is. */
  readonly serverMessage: string | null;

  constructor(status: number, body: unknown, context: string) {
    const serverMessage = serverMessageOf(body);
    super(`${context} answered ${status}${serverMessage === null ? '' : `: ${serverMessage}`}`);
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(context: string, cause: unknown) {
    super(`${context} failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/**
 * The caller gave up on the request (its AbortSignal fired): the request got no answer because
 * nobody wanted one any more — leaving a page, moving on to another — which says nothing about
 * the server or the session.
 */
export class RequestAbortedError extends Error {
  override readonly name = 'RequestAbortedError';

  constructor(context: string, cause: unknown) {
    super(`${context} was aborted`, { cause });
  }
}

/** The item as it stands in a 412 (ADR api-0016): its version and what the console edits of it. */
export type NewsConflict = NewsConflictResponse;

/** The 412 of a news save whose If-Match is no longer the item's last version, else null. */
export function newsConflictOf(error: unknown): NewsConflict | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  const body = error.body as { version?: unknown; current?: unknown } | null;
  if (typeof body?.version !== 'number' || typeof body.current !== 'object' || !body.current)
    return null;
  return body as NewsConflict;
}
