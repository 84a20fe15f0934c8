import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildSiteServer } from './app';
import { readEnv } from './env';

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
  siteUrl: env.siteUrl,
  mapsApiKey: env.mapsApiKey,
  links: env.links,
  mode: env.mode,
  hsts: env.hsts,
  trustProxy: env.trustProxy,
  renderCache: env.renderCache ? undefined : false,
  logger: true,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.port, host: env.host });
