import type { FastifyBaseLogger } from 'fastify';
import type { ErrorPages, RenderPage } from './error-pages';
import type { NewsDirectory, NewsPresence } from './news-directory';
import type { NewsVersion } from './news-version';
import { keptHeaders, pageAnswer, type PageAnswer } from './page-answer';
import { normalizePath, renderRequest, type PageRequest } from './page-request';
import type { RenderCache } from './render-cache';
import type { SearchAnswers } from './search-answers';
import type { NewsNotFound } from './news-not-found';
import { newNonce } from './security-headers';

export interface PageService {
  /** The site's origin, decided once at start (SITE_URL, else the listening origin). */
  origin: string;
  hydrate: boolean;
  /** null: every page is rendered. */
  cache: RenderCache | null;
  news: NewsVersion;
  render: RenderPage;
  /** Whether only the catch-all (not-found) route matches a normalised path. */
  isCatchAll: (path: string) => boolean;
  /** The item parameter of a news page's path (`/news/{idOrSlug}`, decoded), else null. */
  newsItemOf: (path: string) => string | null;
  /** Which news addresses show an item (news-directory.ts). */
  newsDirectory: NewsDirectory;
  /**
   * Asks whether /news/{idOrSlug} shows an item under a news version, through the build's news
   * reads (app/lib/news-queries.server.ts, exported by app/entry.server.tsx); absent when the
   * build does not export it.
   */
  lookupNewsItem?: (idOrSlug: string, version: string) => Promise<NewsPresence>;
  /** The news not-found page kept per language (with the render cache only). */
  newsNotFound: NewsNotFound | null;
  /** /search answered from kept pages (with the render cache and a build that makes its parts). */
  search: SearchAnswers | null;
  /** React Router's lazy route discovery path (default /__manifest). */
  manifestPath?: string;
  errorPages: ErrorPages;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export type Rendered =
  | {
      kind: 'page';
      answer: PageAnswer;
      storable: boolean;
      newsVersion: string;
      /** The render's nonce, which marks the inline scripts it wrote (still in the body). */
      nonce: string;
    }
  | { kind: 'other'; response: Response };

/** Whether a page names the address it was rendered for as its canonical one, on the site's origin. */
function namesItself(
  canonical: string | null,
  origin: string,
  page: Pick<PageRequest, 'path' | 'search'>,
): boolean {
  if (canonical === null) return false;
  let url: URL;
  try {
    url = new URL(canonical);
  } catch {
    return false;
  }
  if (url.origin !== origin || normalizePath(url.pathname) !== page.path) return false;
  const sorted = (params: URLSearchParams) => [...params].map(String).sort().join('&');
  return sorted(url.searchParams) === sorted(new URLSearchParams(page.search));
}

/**
 * Renders a page from its page request alone (never from the visitor's request), with a fresh
 * render nonce. A page may be stored when it is a 200 that sets no cookie, is not `noindex` (a
 * search results page for any query, a preview) and names itself as
 * canonical (a page that names another address — /news?page=99 shows the last page — is that
 * one's duplicate and would let made-up addresses fill the cache). It is stamped with the news
 * it was rendered with: 'unavailable' when a render used the fallback news meanwhile.
 */
export async function renderPage(
  service: Pick<PageService, 'news' | 'render' | 'origin'>,
  page: Pick<PageRequest, 'path' | 'search' | 'lang'>,
): Promise<Rendered> {
  const nonce = newNonce();
  const health = service.news.health;
  const fallbacks = health.fallbacks;
  const { version } = service.news.last;
  // The loaders use what they kept of this news version without asking the API again.
  const response = await service.render(renderRequest(service.origin, page), {
    cspNonce: nonce,
    newsVersion: version,
  });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html'))
    return { kind: 'other', response };
  const body = Buffer.from(await response.arrayBuffer());
  const answer = pageAnswer(response.status, keptHeaders(response), body, nonce);
  const fallback = health.fallbacks !== fallbacks || health.down;
  return {
    kind: 'page',
    answer,
    storable:
      response.status === 200 &&
      response.headers.getSetCookie().length === 0 &&
      !answer.noindex &&
      namesItself(answer.canonical, service.origin, page),
    newsVersion: fallback ? 'unavailable' : version,
    nonce,
  };
}
