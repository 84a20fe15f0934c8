import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderCacheKey, type CachedPage, type RenderCache } from './render-cache';
import { sendCachedPage, sendFetchResponse } from './send-response';

export interface PageRouteOptions {
  /** null: every page is rendered. */
  cache: RenderCache | null;
  /** The current news fingerprint (see createNewsVersion). */
  newsVersion: () => Promise<string>;
  hydrate: boolean;
  /** Cache pages per request origin (no SITE_URL: their absolute links name that origin). */
  keyByOrigin?: boolean;
  /** Renders the request with React Router. */
  render: () => Promise<Response>;
}

/**
 * Answers a page request: from the render cache when it holds the page for this path, language
 * and the current news, or when a render of it is under way (the request waits for that one),
 * else rendered (and stored when it may be: a 200 HTML page of a GET with no Set-Cookie).
 * X-Render-Cache says hit or miss for cacheable requests.
 */
export async function servePage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PageRouteOptions,
): Promise<FastifyReply> {
  const { cache } = options;
  const key = cache ? renderCacheKey(request, options.hydrate, options.keyByOrigin) : null;
  if (!cache || !key) return sendFetchResponse(request, reply, await options.render());
  const version = await options.newsVersion();
  const page = cache.get(key, version);
  if (page) return sendCachedPage(request, reply, page);
  const pending = cache.pendingRender(key, version);
  const shared = pending && (await pending);
  if (shared) return sendCachedPage(request, reply, shared);
  reply.header('x-render-cache', 'miss');
  const finish = cache.beginRender(key, version);
  let stored: CachedPage | undefined;
  try {
    return await sendFetchResponse(request, reply, await options.render(), (rendered) => {
      stored = cache.set(key, { ...rendered, newsVersion: version });
    });
  } finally {
    finish(stored);
  }
}
