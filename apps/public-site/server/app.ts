import { Readable } from 'node:stream';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { trackDrain, type HttpDrain } from '@fuelcard/http-drain';
import type { ExternalLinks } from '@fuelcard/offices';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { registerSecurityHeaders, type HstsMode } from './security-headers';
import { servePage } from './page-route';
import { createNewsVersion, RenderCache } from './render-cache';
import { staticCacheControl } from './static-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The render cache, null when turned off (figures for tests and the bench). */
    renderCache: RenderCache | null;
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
  siteUrl: string | null;
  mapsApiKey: string | null;
  links: ExternalLinks;
  mode: 'production' | 'development';
  /** Strict-Transport-Security behind TLS only (default) or on every answer. */
  hsts?: HstsMode;
  /** Fastify's trustProxy: which proxies' X-Forwarded-* (protocol, client address) to believe. */
  trustProxy?: boolean | string;
  /** The render cache of pages (default on, 200 pages, 30 s TTL); false turns it off. */
  renderCache?: false | { maxEntries?: number; ttlMs?: number; newsCheckIntervalMs?: number };
  logger?: boolean;
}

function toFetchRequest(req: FastifyRequest): Request {
  const origin = `${req.protocol}://${req.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  req.raw.once('close', () => {
    if (!req.raw.complete) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url, origin), {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** The public site: compressed responses, cached assets, /api forwarded to the API, pages rendered by React Router. */
export async function buildSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? false,
    return503OnClosing: true,
    trustProxy: options.trustProxy ?? false,
  };
  const app = Fastify(serverOptions);
  // Before anything answers: the drain's request listener runs ahead of Fastify's.
  const drain = trackDrain(app.server);
  app.decorate('drain', drain);
  app.addHook('preClose', async () => drain.begin());
  registerSecurityHeaders(app, options.hsts ?? 'tls');

  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(proxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });

  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
    // @fastify/static 10 hands the Fastify reply here.
    setHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
      reply.header('cache-control', staticCacheControl(path));
    },
  });

  // 503 while draining before a shutdown, so a load balancer stops sending.
  app.get('/healthz', async (_request, reply) =>
    drain.draining ? reply.code(503).send({ status: 'draining' }) : { status: 'ok' },
  );

  const handle = createRequestHandler(options.build, options.mode);
  // Request bodies go to React Router untouched, as a stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const context: AppLoadContext = {
    hydrate: options.hydrate,
    apiUrl: options.apiUrl,
    siteUrl: options.siteUrl,
    mapsApiKey: options.mapsApiKey,
    links: options.links,
  };
  const cache = options.renderCache === false ? null : new RenderCache(options.renderCache);
  const newsVersion = createNewsVersion({
    apiUrl: options.apiUrl,
    intervalMs: options.renderCache ? options.renderCache.newsCheckIntervalMs : undefined,
  });
  app.decorate('renderCache', cache);

  app.all('/*', async (req, reply) =>
    servePage(req, reply, {
      cache,
      newsVersion,
      hydrate: options.hydrate,
      keyByOrigin: !options.siteUrl,
      render: () => handle(toFetchRequest(req), { ...context, cspNonce: req.cspNonce }),
    }),
  );

  return app;
}
