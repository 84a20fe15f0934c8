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
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sirv from 'sirv';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

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

/**
 * The console's HTTP server (not yet listening).
 * @param {{ dist: string, apiUrl?: string, siteUrl?: string, hsts?: 'tls' | 'always', trustProxy?: boolean }} options
 */
export function createConsoleServer({ dist, apiUrl, siteUrl, hsts = 'tls', trustProxy = false }) {
  const fileConfig = JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'));
  const configured = apiUrl ?? fileConfig.apiBaseUrl;
  const policy = consoleContentSecurityPolicy(originOf(configured));
  const overridden =
    apiUrl || siteUrl
      ? JSON.stringify({
          ...fileConfig,
          ...(apiUrl ? { apiBaseUrl: apiUrl } : {}),
          ...(siteUrl ? { siteUrl } : {}),
        })
      : null;
  const assets = sirv(dist, {
    single: true,
    etag: true,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });

  return createServer((req, res) => {
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    const tls =
      hsts === 'always' ||
      (trustProxy && String(req.headers['x-forwarded-proto']).split(',')[0].trim() === 'https');
    if (tls) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    if (overridden && req.url?.split('?')[0] === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(overridden);
      return;
    }
    assets(req, res);
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
  const server = createConsoleServer({
    dist,
    apiUrl: process.env.PUBLIC_API_URL,
    siteUrl: process.env.PUBLIC_SITE_URL,
    hsts,
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  server.listen(port, host, () =>
    console.log(`Admin console on http://${host}:${port}/administrator`),
  );
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => server.close(() => process.exit(0)));
  }
}
