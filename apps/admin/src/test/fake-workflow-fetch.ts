import { vi } from 'vitest';

type Answer =
  | { status?: number; body: unknown }
  | ((init: RequestInit | undefined, url: URL) => { status?: number; body: unknown });

/**
 * Stubs the global fetch for the news workflow calls (which go straight to the configured API):
 * answers by "METHOD /path" (no query string); anything else is a 500. Returns the mock.
 */
export function fakeWorkflowFetch(answers: Record<string, Answer>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const found = answers[key];
    const { status = 200, body } =
      found === undefined
        ? { status: 500, body: { error: `unexpected ${key}` } }
        : typeof found === 'function'
          ? found(init, url)
          : found;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': typeof body === 'string' ? 'text/csv' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
