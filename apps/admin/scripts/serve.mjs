#!/usr/bin/env node
/**
 * Serves the built console (dist/) like any static host would: files as they are, every other
 * path falls back to index.html (history routing). PUBLIC_API_URL and PUBLIC_SITE_URL, when set,
 * replace the API address and the public site's address of dist/config.json for this server, so
 * one build serves every environment.
 *
 * Every answer carries the security headers (docs/decisions/0004-content-security-policy.md):
 * a CSP with scripts only from the console itself (index.html has no inline script) and
 * connections only to itself and the API origin, nosniff, a referrer policy, frame protection,
 * and HSTS behind TLS (X-Forwarded-Proto https when TRUST_PROXY=true) or always with HSTS=always.
 *
 * It refuses what a static host has no business answering (as the public site does, README
 * reliability): methods other than GET and HEAD (405), a missing or malformed Host, a target that
 * is not a path, an undecodable path (400), an address over 2,048 characters (414), CONNECT
 * (405), and what Node's parser refuses (400, 408, 431) — each with the security headers.
 *
 * SIGTERM / SIGINT drain it like the site and the API (@fuelcard/http-drain, ADR 0005). This file
 * is the source: `pnpm build` bundles it with the drain package into build/serve.mjs, which
 * `pnpm start` runs (Node cannot load the package's TypeScript itself).
 */
import { createServer, STATUS_CODES } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { closeCuttingLingering, stopOnSignals, trackDrain } from '@fuelcard/http-drain';
import { LogDestination } from '@fuelcard/observability/log-destination';
import sirv from 'sirv';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';
/** Longer addresses are refused (414): the console has none near this long. */
export const MAX_TARGET_LENGTH = 2048;

/** The console's policy: its own scripts and styles, the API for data and images. */
export function consoleContentSecurityPolicy(apiOrigin) {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and the Lexical editor set styles through the DOM; style attributes stay allowed.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function originOf(url) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** Host: a DNS name (underscores tolerated), an IPv4 address or a bracketed IPv6 one, an optional port. */
const HOST =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function isValidHost(host) {
  return typeof host === 'string' && host.length <= 261 && HOST.test(host);
}

/** The origin-form target (`/path?query`) of a request target, or null when it is not one. */
export function originForm(target) {
  if (target.startsWith('/')) return target;
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  return null;
}

function decodes(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A small page for a refused request (the console has no server-rendered pages). */
function refusalBody(status) {
  const text = `${status} ${STATUS_CODES[status] ?? ''}`.trim();
  return `<!doctype html><html lang="ru"><meta charset="utf-8"><title>${text}</title><h1>${text}</h1>\n`;
}

/**
 * The console's HTTP server (not yet listening). Its SIGTERM drain follows it (`drainOf`).
 * @param {{ dist: string, apiUrl?: string, siteUrl?: string, hsts?: 'tls' | 'always', trustProxy?: boolean }} options
 */
export function createConsoleServer({ dist, apiUrl, siteUrl, hsts = 'tls', trustProxy = false }) {
  const fileConfig = JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'));
  const configured = apiUrl ?? fileConfig.apiBaseUrl;
  const overridden =
    apiUrl || siteUrl
      ? JSON.stringify({
          ...fileConfig,
          ...(apiUrl ? { apiBaseUrl: apiUrl } : {}),
          ...(siteUrl ? { siteUrl } : {}),
        })
      : null;
  const securityHeaders = {
    'Content-Security-Policy': consoleContentSecurityPolicy(originOf(configured)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
  const assets = sirv(dist, {
    single: true,
    etag: true,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });

  const refuse = (res, status, extra = {}) => {
    const body = refusalBody(status);
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      ...extra,
    });
    res.end(body);
  };
  /** Refusals written on a socket (no request object): Node's parser errors and CONNECT. */
  const refuseOnSocket = (socket, status, extra = {}) => {
    if (!socket.writable) return socket.destroy();
    const body = refusalBody(status);
    const headers = {
      ...securityHeaders,
      ...(hsts === 'always' ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
      ...extra,
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  };

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const tls =
      hsts === 'always' ||
      (trustProxy && String(req.headers['x-forwarded-proto']).split(',')[0].trim() === 'https');
    if (tls) res.setHeader('Strict-Transport-Security', HSTS_VALUE);

    const raw = req.url ?? '/';
    if (raw === '*' && req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: 'GET, HEAD' });
      return res.end();
    }
    const target = originForm(raw);
    if (target === null || !isValidHost(req.headers.host)) return refuse(res, 400);
    if (target.length > MAX_TARGET_LENGTH) return refuse(res, 414);
    const path = target.split('?', 1)[0];
    if (!decodes(path)) return refuse(res, 400);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return refuse(res, 405, { Allow: 'GET, HEAD' });
    req.url = target;

    if (overridden && path === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(overridden);
      return;
    }
    assets(req, res);
  });
  server.on('clientError', (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : 400;
    refuseOnSocket(socket, status);
  });
  server.on('connect', (_req, socket) => refuseOnSocket(socket, 405, { Allow: 'GET, HEAD' }));
  drains.set(server, trackDrain(server));
  return server;
}

const drains = new WeakMap();

/** The SIGTERM drain of a console server (ADR 0005). */
export function drainOf(server) {
  return drains.get(server);
}

/**
 * Closes a server after its drain: idle connections at once, and a connection still open a
 * second later — a client that keeps it half-open, never finishing its request — is cut.
 */
export function closeServer(server, graceMs) {
  return closeCuttingLingering(
    server,
    () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
    graceMs,
  );
}

/**
 * JSON lines on stdout / stderr, the shape of the site's and the API's logs. They go through
 * LogDestinations (docs/decisions/0008): while an output fails (a full disk) or stalls (a pipe
 * nobody reads) its lines are dropped and counted, and the server carries on.
 * @param {{ out?: { write(line: string): unknown }, err?: { write(line: string): unknown } }} [streams]
 */
export function createConsoleLog({
  out = new LogDestination({ fd: 1 }),
  err = new LogDestination({ fd: 2 }),
} = {}) {
  return {
    out,
    err,
    info: (details, msg) => out.write(`${JSON.stringify({ level: 'info', msg, ...details })}\n`),
    error: (details, msg) =>
      err.write(
        `${JSON.stringify({
          level: 'error',
          msg,
          ...details,
          ...(details.err instanceof Error ? { err: details.err.message } : {}),
        })}\n`,
      ),
  };
}

/**
 * SIGTERM / SIGINT: drain (keep serving with `Connection: close`) for DRAIN_MIN_MS at least,
 * then until quiet for 200 ms (at most 5 s more), then close and exit 0; 10 s after the minimum
 * drain, exit 1 — the site's and the API's times (ADR 0005).
 */
export function stopConsoleOnSignals(server, { minDrainMs = 0, log, ...rest } = {}) {
  log ??= createConsoleLog();
  return stopOnSignals({
    drain: drainOf(server),
    close: () => closeServer(server),
    log,
    times: { quietMs: 200, maxDrainMs: 5_000, minDrainMs },
    hardDeadlineMs: 10_000,
    ...rest,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('apps/admin/dist is missing: run `pnpm --filter @fuelcard/admin build` first.');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3002);
  const host = process.env.HOST ?? 'localhost';
  const hsts = process.env.HSTS === 'always' ? 'always' : 'tls';
  const drainRaw = process.env.DRAIN_MIN_MS?.trim() || '0';
  if (!/^\d+$/.test(drainRaw) || Number(drainRaw) > 120_000) {
    console.error(
      `DRAIN_MIN_MS must be a whole number of milliseconds from 0 to 120000, got "${drainRaw}"`,
    );
    process.exit(1);
  }
  const server = createConsoleServer({
    dist,
    apiUrl: process.env.PUBLIC_API_URL,
    siteUrl: process.env.PUBLIC_SITE_URL,
    hsts,
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  const log = createConsoleLog();
  stopConsoleOnSignals(server, { minDrainMs: Number(drainRaw), log });
  server.listen(port, host, () =>
    log.out.write(`Admin console on http://${host}:${port}/administrator\n`),
  );
}
