/**
 * The ports and addresses of `npm start` (scripts/serve-all.mjs): SITE_PORT, API_PORT and
 * CONSOLE_PORT (defaults 3000, 3001, 3002), and how the three apps are wired to each other with
 * them. Pure functions of the environment, so that a test can check them.
 */
import { createServer } from 'node:net';

export const DEFAULT_PORTS = { site: 3000, api: 3001, console: 3002 };
const NAMES = { site: 'SITE_PORT', api: 'API_PORT', console: 'CONSOLE_PORT' };

export class PortsError extends Error {}

/**
 * The three ports from the environment; throws a PortsError naming every problem (not a port
 * number, two apps on one port).
 * @param {Record<string, string | undefined>} env
 * @returns {{ site: number, api: number, console: number }}
 */
export function servePorts(env) {
  const problems = [];
  const ports = { ...DEFAULT_PORTS };
  for (const [app, name] of Object.entries(NAMES)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535)
      problems.push(`${name} must be a port number from 1 to 65535 (got "${env[name]}")`);
    else ports[app] = Number(raw);
  }
  const seen = new Map();
  for (const [app, port] of problems.length > 0 ? [] : Object.entries(ports)) {
    if (seen.has(port))
      problems.push(
        `${seen.get(port)} and ${NAMES[app]} are both ${port}: each app needs a port of its own`,
      );
    else seen.set(port, NAMES[app]);
  }
  if (problems.length > 0) throw new PortsError(problems.join('\n'));
  return ports;
}

/**
 * What each app is told about the others, and the addresses printed: the API allows the console's
 * origin (ADMIN_ORIGIN), the site forwards /api to the API (API_URL), the console is handed the
 * API's and the site's addresses (PUBLIC_API_URL, PUBLIC_SITE_URL). A value the operator set in
 * the environment wins.
 * @param {{ site: number, api: number, console: number }} ports
 * @param {Record<string, string | undefined>} env
 */
export function wiring(ports, env) {
  const site = `http://localhost:${ports.site}`;
  const api = `http://localhost:${ports.api}`;
  const consoleOrigin = `http://localhost:${ports.console}`;
  return {
    api: { PORT: String(ports.api), ADMIN_ORIGIN: env.ADMIN_ORIGIN ?? consoleOrigin },
    site: { PORT: String(ports.site), API_URL: env.API_URL ?? api },
    console: {
      PORT: String(ports.console),
      PUBLIC_API_URL: env.PUBLIC_API_URL ?? api,
      PUBLIC_SITE_URL: env.PUBLIC_SITE_URL ?? site,
    },
    urls: {
      site,
      api: `${api}/api`,
      health: {
        site: `${site}/healthz`,
        api: `${api}/api/health`,
        console: `${consoleOrigin}/administrator`,
      },
      console: `${consoleOrigin}/administrator`,
    },
  };
}

/**
 * The ports among `ports` that something already listens on (a short listen on each), so that
 * `npm start` can say which variable to change instead of failing inside an app.
 * @param {{ site: number, api: number, console: number }} ports
 * @returns {Promise<string[]>}
 */
export async function portsInUse(ports) {
  const busy = [];
  for (const [app, port] of Object.entries(ports)) {
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen({ port, host: 'localhost', exclusive: true }, () =>
        server.close(() => resolve(true)),
      );
    });
    if (!free) busy.push(`${NAMES[app]} ${port}`);
  }
  return busy;
}
