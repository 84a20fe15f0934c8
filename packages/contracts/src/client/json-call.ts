import type { ApiCall } from '../api-calls';
import { ApiError, NetworkError } from './errors';
import type { ApiClientOptions } from './request';

type Id = number | string;

/** A path with its `:name` parameters filled in (URI-encoded). */
export function fillPath(path: string, params: Record<string, Id> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=2` of the defined values, or ''. */
export function queryString(query: Record<string, string | undefined> = {}): string {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  );
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`;
}

export function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export interface Call {
  params?: Record<string, Id>;
  query?: Record<string, string | undefined>;
  /** JSON (an object) or raw bytes with their type. */
  json?: unknown;
  raw?: { body: Blob | ArrayBuffer | Uint8Array; type: string };
  /** More request headers (a save's If-Match). */
  headers?: Record<string, string>;
}

/**
 * The request mechanics of the typed clients: `send` makes the request (bearer token for calls
 * that take one), `json` resolves with the 2xx body and throws ApiError (non-2xx;
 * `serverMessage` is the Russian `error` or `message`) or NetworkError.
 */
export function jsonCaller(options: ApiClientOptions = {}) {
  const origin = (options.baseUrl ?? '').replace(/\/+$/, '');

  async function send(route: ApiCall, call: Call = {}): Promise<Response> {
    const path = fillPath(route.path, call.params) + queryString(call.query);
    const headers: Record<string, string> = { ...call.headers, Accept: 'application/json' };
    const token = route.auth === 'none' ? null : (options.getToken?.() ?? null);
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: RequestInit['body'];
    if (call.raw) {
      headers['Content-Type'] = call.raw.type;
      body = call.raw.body as RequestInit['body'];
    } else if (call.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.json);
    }
    try {
      return await (options.fetch ?? globalThis.fetch)(`${origin}${path}`, {
        method: route.method,
        headers,
        ...(body === undefined ? {} : { body }),
      });
    } catch (cause) {
      throw new NetworkError(`${route.method} ${path}`, cause);
    }
  }

  async function json<T>(route: ApiCall, call: Call = {}): Promise<T> {
    const response = await send(route, call);
    const context = `${route.method} ${fillPath(route.path, call.params)}`;
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw new NetworkError(context, cause);
    }
    const parsed = parseJson(text);
    if (!response.ok || parsed === null) throw new ApiError(response.status, parsed, context);
    return parsed as T;
  }

  return { send, json, origin };
}
