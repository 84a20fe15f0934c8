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

export interface RawAnswer {
  status: number;
  ok: boolean;
  /** Parsed JSON, or null when the body was empty or not JSON. */
  body: unknown;
}

export type Send = (
  route: ApiCall,
  call: { id?: number | string; body?: unknown; signal?: AbortSignal | undefined },
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

  return async (route, { id, body, signal }) => {
    const path = expandPath(route.path, id);
    const context = `${route.method} ${path}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
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
