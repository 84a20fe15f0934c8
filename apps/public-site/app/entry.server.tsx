import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { hydrationAfterPaint } from './lib/hydration-after-paint.server';
import { newsItemPresence } from './lib/news-queries.server';

export const streamTimeout = 5_000;

/**
 * The news API memory of the page loaders, for the server's render cache to share
 * (server/app.ts reads it from the build's entry module; app/lib/news-api-health.ts).
 */
export { newsApiHealth } from './lib/news.server';

/**
 * Whether /news/{idOrSlug} shows an item under a news version (GET /api/news/by-slug, the call
 * the page's loader makes, its answer kept for it): the server answers an address of no item
 * with its kept not-found page (server/news-presence.ts).
 */
export const newsPresence = (apiUrl: string, version: string, idOrSlug: string) =>
  newsItemPresence({ apiUrl, version }, idOrSlug);

/**
 * The query-dependent parts of /search, for the server to answer a query from a page it keeps
 * (server/search-answers.ts).
 */
export { searchPageParts } from './lib/search-page-parts.server';

/**
 * React Router's default Node entry, plus the response's CSP nonce (server/security-headers.ts):
 * on the streamed route data scripts (ServerRouter) and on React's own inline scripts; the page's
 * hydration code loads after its first paint (lib/hydration-after-paint.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots, SPA mode and the site's server, which sends every page whole (its render cache), wait
    // for all content: the page then holds its content in place, not behind stream scripts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext?.wholePage
        ? 'onAllReady'
        : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          const html = hydrationAfterPaint(loadContext?.assetImports);
          html.pipe(body);
          pipe(html);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
