import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { closeCuttingLingering, trackDrain, type HttpDrain } from '@fuelcard/http-drain';
import type { ExternalLinks } from '@fuelcard/offices';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { NewsApiHealth } from '../app/lib/news-api-health';
import { REQUEST_ID_HEADER, requestIdGenerator } from '@fuelcard/observability';
import { registerApiProxy } from './api-proxy';
import { registerSiteMetrics } from './site-metrics';
import { pageRoutes } from './catch-all';
import { ErrorPages, type RenderPage } from './error-pages';
import { NewsDirectory, type NewsPresence } from './news-directory';
import { NewsNotFound } from './news-not-found';
import { createNewsVersion, type NewsVersion } from './news-version';
import { servePage, type PageService } from './page-route';
import { RenderCache, type RenderCacheOptions } from './render-cache';
import { SearchAnswers } from './search-answers';
import type { SearchPageParts } from './search-template';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  refuseConnect,
  registerRequestGuard,
  rewriteTarget,
  warmSocketRefusals,
  type RequestGuardOptions,
} from './request-guard';
import { registerSecurityHeaders, type HstsMode } from './security-headers';
import { isCompressedCopy, staticCacheControl } from './static-cache';
import { assetImports } from './asset-imports';

declare module 'fastify' {
  interface FastifyInstance {
    /** The render cache, null when turned off (figures for tests and the bench). */
    renderCache: RenderCache | null;
    /** The news check of the render cache and the API memory it shares with the page loaders. */
    newsVersion: NewsVersion;
    /** Which news addresses show an item, per news state. */
    newsDirectory: NewsDirectory;
    /** The news not-found page kept per language (null with the render cache off). */
    newsNotFound: NewsNotFound | null;
    /** /search answered from kept pages (null with the render cache off or no parts from the build). */
    searchAnswers: SearchAnswers | null;
    /** The SIGTERM drain (ADR 0005): while it runs /healthz answers 503. */
    drain: HttpDrain;
  }
}

export interface SiteServerOptions {
  build: ServerBuild;
  /** build/client: hashed assets under assets/, public files at the top. */
  clientDir: string;
  apiUrl: string;
  hydrate: boolean;
  /**
   * The site's origin for canonical and alternate links, the sitemap and robots.txt, decided
   * once (see site-origin.ts): no request changes it.
   */
  siteUrl: string;
  mapsApiKey: string | null;
  links: ExternalLinks;
  /** The company's profiles elsewhere (structured data's sameAs); none by default. */
  sameAs?: readonly string[];
  mode: 'production' | 'development';
  /** Strict-Transport-Security behind TLS only (default) or on every answer. */
  hsts?: HstsMode;
  /** Fastify's trustProxy: which proxies' X-Forwarded-* (protocol, client address) to believe. */
  trustProxy?: boolean | string;
  /** The render cache of pages (default on); false turns it off. */
  renderCache?:
    | false
    | (RenderCacheOptions & {
        newsCheckIntervalMs?: number;
        newsWaitMs?: number;
        newsTimeoutMs?: number;
      });
  /** Renders a request (default: React Router with the build); tests give their own. */
  render?: RenderPage;
  /** The news API memory shared with the page loaders (default: the build's, see entry.server.tsx). */
  newsHealth?: NewsApiHealth;
  /**
   * The query-dependent parts of /search (default: the build's, see entry.server.tsx); without
   * them every search is rendered.
   */
  searchParts?: SearchPageParts;
  /** How long a call forwarded to the API may wait for its answer (default 10 s), then 504. */
  apiTimeoutMs?: number;
  /** Whether /news/{idOrSlug} shows an item (tests); the build's news reads by default. */
  lookupNewsItem?: (idOrSlug: string, version: string) => Promise<NewsPresence>;
  /** METRICS_TOKEN: may read /metrics from anywhere (loopback may without). */
  metricsToken?: string;
  /** Fastify's logger option (true: pino to stdout); `logStream` takes precedence. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Where log lines go (the server: a LogDestination on standard output, which drops and counts
   * lines while the output fails or stalls — docs/decisions/0008); counted in /metrics.
   */
  logStream?: { write(line: string): void; readonly droppedLines?: number };
}

/** What the build's entry module exports for the server (app/entry.server.tsx). */
interface EntryExports {
  newsApiHealth?: (apiUrl: string) => NewsApiHealth;
  newsPresence?: (apiUrl: string, version: string, idOrSlug: string) => Promise<NewsPresence>;
  searchPageParts?: SearchPageParts;
}

const entryOf = (build: ServerBuild) => build.entry?.module as EntryExports | undefined;

/** The build's by-slug read for the server's not-found answers (news-presence.ts), if exported. */
function lookupOf(options: Pick<SiteServerOptions, 'build' | 'apiUrl' | 'lookupNewsItem'>) {
  if (options.lookupNewsItem) return options.lookupNewsItem;
  const presence = entryOf(options.build)?.newsPresence;
  return presence
    ? (idOrSlug: string, version: string) => presence(options.apiUrl, version, idOrSlug)
    : undefined;
}

/** The news API memory the build's page loaders use, when the build exports it. */
function buildsNewsHealth(build: ServerBuild, apiUrl: string): NewsApiHealth | undefined {
  return entryOf(build)?.newsApiHealth?.(apiUrl);
}

/**
 * The public site: security headers and the request guard first, compressed responses, cached
 * assets, /api forwarded to the API, pages rendered by React Router through the render cache.
 */
export async function buildSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const hsts = options.hsts ?? 'tls';
  // The error pages need the app; the handlers given to Fastify's constructor read them later.
  const guard: { options?: RequestGuardOptions } = {};
  const guardOptions = () => guard.options!;
  const serverOptions: FastifyServerOptions = {
    logger: options.logStream ? { stream: options.logStream } : (options.logger ?? false),
    return503OnClosing: true,
    trustProxy: options.trustProxy ?? false,
    // X-Request-Id from a trusted proxy (a load balancer), else a new id; passed on to the API.
    requestIdHeader: false,
    genReqId: requestIdGenerator(options.trustProxy ?? false),
    rewriteUrl: rewriteTarget,
    frameworkErrors: frameworkErrorHandler(guardOptions),
    clientErrorHandler: clientErrorHandler(guardOptions),
  };
  const app = Fastify(serverOptions);
  // Before anything answers: the drain's request listener runs ahead of Fastify's.
  const drain = trackDrain(app.server);
  app.decorate('drain', drain);
  app.addHook('preClose', async () => drain.begin());
  registerSecurityHeaders(app, hsts);
  app.addHook('onSend', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });

  const origin = new URL(options.siteUrl).origin;
  const context: AppLoadContext = {
    hydrate: options.hydrate,
    apiUrl: options.apiUrl,
    siteUrl: origin,
    mapsApiKey: options.mapsApiKey,
    links: options.links,
    sameAs: options.sameAs ?? [],
    wholePage: true,
    assetImports: assetImports(options.clientDir),
  };
  let handle: ReturnType<typeof createRequestHandler> | undefined;
  const render: RenderPage =
    options.render ??
    ((request, extra) => {
      handle ??= createRequestHandler(options.build, options.mode);
      return handle(request, { ...context, ...extra });
    });
  const errorPages = new ErrorPages({ origin, render, log: app.log });
  guard.options = { errorPages, hsts };
  registerRequestGuard(app, guard.options);
  app.server.on('connect', refuseConnect(guardOptions));
  app.addHook('onReady', () => warmSocketRefusals(errorPages));

  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await registerApiProxy(app, options.apiUrl, options.apiTimeoutMs);

  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz copy of each text file (scripts/precompress.mjs): they are
    // sent as they are to clients that accept them, with no compression work per request. The
    // copies are not addresses of their own.
    preCompressed: true,
    allowedPath: (path: string) => !isCompressedCopy(path),
    // @fastify/static 10 hands the Fastify reply here.
    setHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
      reply.header('cache-control', staticCacheControl(path));
    },
  });

  // 503 while draining before a shutdown, so a load balancer stops sending.
  app.get('/healthz', async (_request, reply) =>
    drain.draining ? reply.code(503).send({ status: 'draining' }) : { status: 'ok' },
  );

  // Pages take GET and HEAD only; a body sent with another method is never read (405).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const cacheOptions = options.renderCache === false ? null : (options.renderCache ?? {});
  const cache = cacheOptions ? new RenderCache(cacheOptions) : null;
  const newsDirectory = new NewsDirectory();
  const newsVersion = createNewsVersion({
    apiUrl: options.apiUrl,
    health: options.newsHealth ?? buildsNewsHealth(options.build, options.apiUrl),
    intervalMs: cacheOptions?.newsCheckIntervalMs,
    waitMs: cacheOptions?.newsWaitMs,
    timeoutMs: cacheOptions?.newsTimeoutMs,
  });
  // Pages many addresses share, kept as the cache keeps pages (ADR public-site-0008).
  const kept = { ttlMs: cacheOptions?.ttlMs, now: cacheOptions?.now };
  const newsNotFound = cache ? new NewsNotFound(kept) : null;
  const searchParts = options.searchParts ?? entryOf(options.build)?.searchPageParts;
  const searchAnswers =
    cache && searchParts ? new SearchAnswers({ ...kept, parts: searchParts }) : null;
  app.decorate('renderCache', cache);
  app.decorate('newsVersion', newsVersion);
  app.decorate('newsDirectory', newsDirectory);
  app.decorate('newsNotFound', newsNotFound);
  app.decorate('searchAnswers', searchAnswers);

  const routes = pageRoutes(options.build.routes);
  const service: PageService = {
    origin,
    hydrate: options.hydrate,
    cache,
    news: newsVersion,
    render,
    isCatchAll: routes.isCatchAll,
    newsItemOf: routes.newsItemOf,
    newsDirectory,
    lookupNewsItem: lookupOf(options),
    newsNotFound,
    search: searchAnswers,
    manifestPath: options.build.routeDiscovery?.manifestPath,
    errorPages,
    log: app.log,
  };
  app.all('/*', (request, reply) => servePage(request, reply, service));
  // What a plugin declines (the build's compressed copies at their own address) gets the site's
  // own 404 page, not Fastify's JSON.
  app.setNotFoundHandler((request, reply) => servePage(request, reply, service));
  registerSiteMetrics(app, {
    token: options.metricsToken,
    cache,
    news: newsVersion,
    log: options.logStream,
    shared: { newsNotFound, search: searchAnswers },
    // To anyone else /metrics is just a page the site does not have.
    refuse: (request, reply) => servePage(request, reply, service),
  });

  return app;
}

/**
 * Closes the site after its SIGTERM drain: `app.close()`, cutting a second later the connections
 * a client never finished a request on (without it a half-open client held the stop until the
 * hard deadline: exit 1 after 10 s).
 */
export function closeSite(app: FastifyInstance, graceMs?: number): Promise<void> {
  return closeCuttingLingering(app.server, () => app.close(), graceMs);
}
