#!/usr/bin/env node
/**
 * Serves the built console (dist/) like any static host would: files as they are, every other
 * path falls back to index.html (history routing). PUBLIC_API_URL, when set, replaces the API
 * address of dist/config.json for this server, so one build serves every environment.
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/admin/dist is missing: run `pnpm --filter @fuelcard/admin build` first.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3002);
const host = process.env.HOST ?? 'localhost';
const apiUrl = process.env.PUBLIC_API_URL;

const assets = sirv(dist, {
  single: true,
  etag: true,
  setHeaders(res, pathname) {
    if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    else res.setHeader('Cache-Control', 'no-cache');
  },
});

const server = createServer((req, res) => {
  if (apiUrl && req.url?.split('?')[0] === '/config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    res.end(JSON.stringify({ apiBaseUrl: apiUrl }));
    return;
  }
  assets(req, res);
});

server.listen(port, host, () => console.log(`Admin console on http://${host}:${port}/administrator`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
