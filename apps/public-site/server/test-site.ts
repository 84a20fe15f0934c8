/**
 * Helpers of the server tests (not part of the server bundle): a stand-in for React Router that
 * renders pages the way the real ones do where it matters, a fake API on a real port and a raw
 * HTTP client that sends exactly the bytes it is given.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PublicLanguage } from '@fuelcard/i18n';
import { externalLinks } from '@fuelcard/offices';
import type { ServerBuild } from 'react-router';
import { buildSiteServer, type SiteServerOptions } from './app';
import type { RenderPage } from './error-pages';
import { fakeNewsPage, fakeSearchPage } from './test-pages';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface FakePages {
  render: RenderPage;
  /** Requests rendered so far (what the renderer was given). */
  rendered: Request[];
  /** Title and body content of the next renders. */
  content: { title: string; html: string };
  /** Render delay, for tests of concurrent misses. */
  gate?: Promise<void>;
  /** Where the pages read their news (a loader of their own, given the load context), if anywhere. */
  loadNews?: (context: Parameters<RenderPage>[1], url: URL) => Promise<{ title: string }>;
  /** The news items' ids and slugs: /news/{idOrSlug} shows one or is 404 (test-pages.ts). */
  newsItems?: Set<string>;
  /** The news not-found page names its address. */
  newsNotFoundEchoes?: boolean;
  /** /search as test-pages.ts writes it, with its query spelt the React way or otherwise. */
  search?: 'react' | 'numeric';
}

/**
 * Pages as the real ones build them where it matters: the canonical link from the request's
 * own origin (the worst case: what a page shows without SITE_URL), the title in <title>, a meta
 * tag and <h1>, and inline scripts with the render nonce, one of them holding it in the route
 * data. /missing answers 404; the error page path shows the load context's status.
 */
export function fakePages(): FakePages {
  const pages: FakePages = {
    rendered: [],
    content: { title: 'Новости', html: '' },
    render: async (request, context) => {
      pages.rendered.push(request);
      await pages.gate;
      const url = new URL(request.url);
      const nonce = context.cspNonce ?? '';
      const lang = /lang=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? 'ru';
      const page = (status: number, body: string) =>
        new Response(body, { status, headers: { 'content-type': 'text/html' } });
      if (pages.search && url.pathname === '/search')
        return page(200, fakeSearchPage(url, nonce, lang as PublicLanguage, pages.search));
      if (pages.newsItems && url.pathname.startsWith('/news/')) {
        const news = fakeNewsPage(
          url,
          nonce,
          lang as PublicLanguage,
          pages.newsItems,
          pages.newsNotFoundEchoes,
        );
        return page(news.status, news.html);
      }
      const status =
        url.pathname === '/__error'
          ? (context.errorStatus ?? 404)
          : url.pathname === '/missing'
            ? 404
            : 200;
      const title =
        status === 200
          ? ((await pages.loadNews?.(context, url))?.title ?? pages.content.title)
          : 'Unexpected Application Error';
      if (url.pathname === '/robots.txt')
        return new Response(`Sitemap: ${url.origin}/sitemap.xml\n`, {
          headers: {
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'public, max-age=3600',
          },
        });
      const canonical =
        url.searchParams.has('page') && Number(url.searchParams.get('page')) > 3
          ? `${url.origin}${url.pathname}?page=3`
          : `${url.origin}${url.pathname}${url.search}`;
      const html =
        `<!DOCTYPE html><html lang="${lang}"><head><title>${escapeHtml(title)}</title>` +
        `<meta property="og:title" content="${escapeHtml(title)}"/>` +
        (status === 200 ? `<link rel="canonical" href="${escapeHtml(canonical)}"/>` : '') +
        (url.pathname === '/search' ? '<meta name="robots" content="noindex"/>' : '') +
        `<link rel="alternate" hrefLang="en" href="${escapeHtml(url.origin + url.pathname)}?lang=en"/>` +
        `</head><body><h1>${escapeHtml(title)}</h1>${status === 200 ? '' : `<h2>${status} ${context.errorStatusText ?? 'Not Found'}</h2>`}` +
        `${pages.content.html}<p>${'Текст страницы. '.repeat(100)}</p>` +
        (context.hydrate === false
          ? ''
          : `<script nonce="${nonce}">window.__INITIAL_LANG__="${lang}";</script>` +
            `<script nonce="${nonce}">window.__data=${JSON.stringify({ nonce, title }).replace(/</g, '\\u003c')};</script>`) +
        `</body></html>`;
      return new Response(html, { status, headers: { 'content-type': 'text/html' } });
    },
  };
  return pages;
}

/** A build with the site's route shape where it matters: /news, /news/:id, /search, the catch-all. */
export const FAKE_BUILD = {
  routes: {
    root: { id: 'root', path: '' },
    'routes/page-boundary': { id: 'routes/page-boundary', parentId: 'root' },
    'routes/home': { id: 'routes/home', parentId: 'routes/page-boundary', index: true },
    'routes/news': { id: 'routes/news', parentId: 'routes/page-boundary', path: 'news' },
    'routes/news-detail': {
      id: 'routes/news-detail',
      parentId: 'routes/page-boundary',
      path: 'news/:id',
    },
    'routes/contacts': {
      id: 'routes/contacts',
      parentId: 'routes/page-boundary',
      path: 'contacts',
    },
    'routes/search': { id: 'routes/search', parentId: 'routes/page-boundary', path: 'search' },
    'routes/robots': { id: 'routes/robots', parentId: 'root', path: 'robots.txt' },
    'routes/missing': { id: 'routes/missing', parentId: 'routes/page-boundary', path: 'missing' },
    'routes/not-found': { id: 'routes/not-found', parentId: 'routes/page-boundary', path: '*' },
  },
} as unknown as ServerBuild;

export const SITE_ORIGIN = 'http://localhost:3000';

/**
 * The site's server with fake pages, serving `files` (path under build/client → content) as its
 * public files; closed after the test by the caller's cleanup.
 */
export async function fakeSite(
  pages: FakePages,
  options: Partial<SiteServerOptions> = {},
  files: Record<string, string | Uint8Array> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const clientDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(clientDir, path)), { recursive: true });
    writeFileSync(join(clientDir, path), content);
  }
  const app = await buildSiteServer({
    build: FAKE_BUILD,
    clientDir,
    apiUrl: 'http://127.0.0.1:9',
    hydrate: true,
    siteUrl: SITE_ORIGIN,
    mapsApiKey: null,
    links: externalLinks,
    mode: 'production',
    render: pages.render,
    ...options,
  });
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything the server sent, as latin1 text. */
  raw: string;
}

/**
 * Sends bytes as they are on a new connection and reads until the server closes it (send
 * `Connection: close`). Fetch and node:http cannot send absolute-form or malformed targets.
 */
export function rawRequest(port: number, text: string, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text, 'latin1'));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('no answer in time')));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      // Skip interim answers (100 Continue).
      const final = raw.replace(/^(HTTP\/1\.1 1\d\d [^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+/, '');
      const split = final.indexOf('\r\n\r\n');
      const head = final.slice(0, split === -1 ? undefined : split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body = split === -1 ? '' : final.slice(split + 4);
      if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
      resolve({
        status: Number(/^HTTP\/1\.\d (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0),
        headers,
        body: Buffer.from(body, 'latin1').toString('utf8'),
        raw,
      });
    });
  });
}

function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, line), 16);
    if (!size) return out;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 4 + size);
  }
}

/** A GET in origin-form with the given headers (Host: the site's own unless given). */
export function get(
  port: number,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const lines = Object.entries({ host: 'localhost:3000', ...headers, connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return rawRequest(port, `GET ${target} HTTP/1.1\r\n${lines}\r\n`);
}

/** A fake API on a real port: answers with `handle`, which may never answer (a hung API). */
export async function fakeApi(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
