/** Test helper (not exported from the package): a fetch double for the client tests. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each request and answers with the given status and body. */
export function fakeFetch(status = 200, body: unknown = {}, rawBody?: string) {
  const requests: RecordedRequest[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    return new Response(rawBody ?? JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}
