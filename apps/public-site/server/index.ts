import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stopOnSignals } from '@fuelcard/http-drain';
import { LogDestination } from '@fuelcard/observability';
import { operatorDetails } from '@fuelcard/offices';
import type { ServerBuild } from 'react-router';
import { buildSiteServer, closeSite } from './app';
import { readEnv } from './env';
import { warnOfStandInOperator } from './operator-stand-in';
import { siteOrigin } from './site-origin';

// dist/server.js sits one level below the package root, next to build/.
const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = readEnv();
const build = (await import(
  pathToFileURL(join(packageRoot, 'build/server/index.js')).href
)) as ServerBuild;

const app = await buildSiteServer({
  build,
  clientDir: join(packageRoot, 'build/client'),
  apiUrl: env.apiUrl,
  hydrate: env.hydrate,
  // Decided once: SITE_URL, else the origin this server listens on (never a request's Host).
  siteUrl: siteOrigin(env.siteUrl, env.host, env.port),
  mapsApiKey: env.mapsApiKey,
  links: env.links,
  sameAs: env.sameAs,
  mode: env.mode,
  hsts: env.hsts,
  trustProxy: env.trustProxy,
  renderCache: env.renderCache ? undefined : false,
  metricsToken: env.metricsToken,
  // pino's lines on standard output, dropped and counted while it fails or stalls (ADR 0008).
  logStream: new LogDestination(),
});

// The invented operator details of the repository are fine to try the site with, not to publish.
warnOfStandInOperator(app.log, env.mode, operatorDetails);

// SIGTERM / SIGINT: drain (keep serving, /healthz 503) for DRAIN_MIN_MS at least, then until quiet
// for 200 ms (at most 5 s more), then close and exit 0; 10 s after the minimum drain, exit 1
// (ADR 0005).
stopOnSignals({
  drain: app.drain,
  close: () => closeSite(app),
  log: app.log,
  times: { quietMs: 200, maxDrainMs: 5_000, minDrainMs: env.drainMinMs },
  hardDeadlineMs: 10_000,
});

await app.listen({ port: env.port, host: env.host });
