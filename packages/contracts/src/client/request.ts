import type { ApiCall } from '../api-calls';
import { ApiError, NetworkError, RequestAbortedError } from './errors';

export interface ApiClientOptions {
  /** Origin (and optional prefix) put before every path; '' sends requests to the current origin. */
  baseUrl?: string;
  /** The session token; a bearer header is sent on protected calls whenever it returns one. */
  getToken?: () => string | null;
  /** The fetch to use; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
}

/** A news write only over the version the editor opened (issue 26 §5, ADR api-0016). */
export interface IfMatchOptions {
  /** The item's version as GET /api/admin/news/:id answered it; a newer one answers 412. */
  ifMatch?: number | undefined;
}

/** The If-Match header of a version, or none. */
export const ifMatchHeaders = (options?: IfMatchOptions): Record<string, string> | undefined =>
  options?.ifMatch === undefined ? undefined : { 'If-Match': `"${options.ifMatch}"` };

export interface RawAnswer {
  status: number;
  ok: boolean;
  /** Parsed JSON, or null when the body was empty or not JSON. */
  body: unknown;
}

export type Send = (
  route: ApiCall,
  call: {
    id?: number | string;
    body?: unknown;
    signal?: AbortSignal | undefined;
    /** More request headers (a save's If-Match). */
    headers?: Record<string, string> | undefined;
  },
) => Promise<RawAnswer>;

/** Replaces `:id` in a route path by the URI-encoded id. */
export function expandPath(path: string, id?: number | string): string {
  if (!path.includes(':id')) return path;
  if (id === undefined) throw new TypeError(`${path} needs an id`);
  return path.replace(':id', encodeURIComponent(String(id)));
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Builds the one function that talks HTTP; it throws NetworkError, or RequestAbortedError when
 * the call's signal fired (so that an abort is never mistaken for a failure).
 */
export function createSend({ baseUrl = '', getToken, fetch: fetchImpl }: ApiClientOptions): Send {
  const origin = baseUrl.replace(/\/+$/, '');

  return async (route, { id, body, signal, headers: extra }) => {
    const path = expandPath(route.path, id);
    const context = `${route.method} ${path}`;
    const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = route.auth === 'none' ? null : (getToken?.() ?? null);
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    let text: string;
    try {
      response = await (fetchImpl ?? globalThis.fetch)(`${origin}${path}`, {
        method: route.method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
      });
      text = await response.text();
    } catch (cause) {
      if (signal?.aborted) throw new RequestAbortedError(context, cause);
      throw new NetworkError(context, cause);
    }
    return { status: response.status, ok: response.ok, body: parseJson(text) };
  };
}

/** The body of a 2xx answer; anything else becomes an ApiError. */
export function successBody<T>(
  route: ApiCall,
  id: number | string | undefined,
  answer: RawAnswer,
): T {
  const context = `${route.method} ${expandPath(route.path, id)}`;
  if (!answer.ok || answer.body === null) throw new ApiError(answer.status, answer.body, context);
  return answer.body as T;
}
