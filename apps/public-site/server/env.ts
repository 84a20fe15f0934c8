import { resolveExternalLinks, type ExternalLinks } from '@fuelcard/offices';

/** Configuration of the public-site server, read and validated once at boot. */
export interface SiteEnv {
  port: number;
  host: string;
  apiUrl: string;
  hydrate: boolean;
  mode: 'production' | 'development';
  /** Origin used in canonical links and the sitemap; null = the origin of each request. */
  siteUrl: string | null;
  /** Key of the Yandex Maps JS API (contacts map); null = loaded without a key. */
  mapsApiKey: string | null;
  /** The outside sites (gas-station map, personal account, …) with LINK_* overrides. */
  links: ExternalLinks;
  /** ORGANIZATION_SAME_AS: the company's profiles elsewhere (comma-separated http(s) addresses). */
  sameAs: string[];
  /** HSTS=always sends Strict-Transport-Security on every answer; default: behind TLS only. */
  hsts: 'tls' | 'always';
  /** TRUST_PROXY: Fastify's trustProxy (true, or the proxies' addresses/CIDRs, comma-separated); default: none. */
  trustProxy: boolean | string;
  /** RENDER_CACHE=off renders every page (default on: see server/render-cache.ts). */
  renderCache: boolean;
  /** DRAIN_MIN_MS: the shortest SIGTERM drain (/healthz 503 meanwhile), for a load balancer to notice. */
  drainMinMs: number;
  /** METRICS_TOKEN: a bearer token that may read /metrics from anywhere (loopback may without). */
  metricsToken: string | undefined;
}

function fail(message: string): never {
  throw new Error(`Invalid configuration: ${message}`);
}

function httpUrl(name: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    fail(`${name} must be an absolute URL, got "${value}"`);
  }
  if (!/^https?:$/.test(parsed.protocol)) fail(`${name} must be http(s), got "${value}"`);
  return value.replace(/\/+$/, '');
}

export function readEnv(source: Record<string, string | undefined> = process.env): SiteEnv {
  const port = Number(source.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`PORT must be a port number, got "${source.PORT}"`);

  const apiUrl = httpUrl('API_URL', source.API_URL ?? 'http://localhost:3001');

  const hydrateRaw = (source.HYDRATE ?? 'true').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(hydrateRaw))
    fail(`HYDRATE must be true or false, got "${source.HYDRATE}"`);

  const siteUrlRaw = source.SITE_URL?.trim();
  const mapsApiKey = source.YANDEX_MAPS_API_KEY?.trim();
  if (mapsApiKey && !/^[\w-]+$/.test(mapsApiKey))
    fail('YANDEX_MAPS_API_KEY must hold only letters, digits, _ and -');

  let links: ExternalLinks;
  try {
    links = resolveExternalLinks(source);
  } catch (error) {
    fail((error as Error).message);
  }

  const sameAs = (source.ORGANIZATION_SAME_AS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => httpUrl('ORGANIZATION_SAME_AS', entry));

  const hstsRaw = (source.HSTS ?? 'tls').toLowerCase();
  if (hstsRaw !== 'tls' && hstsRaw !== 'always')
    fail(`HSTS must be tls or always, got "${source.HSTS}"`);
  const trustRaw = source.TRUST_PROXY?.trim() ?? '';
  const trustProxy =
    trustRaw === '' || trustRaw === 'false' ? false : trustRaw === 'true' ? true : trustRaw;

  const renderCacheRaw = (source.RENDER_CACHE ?? 'on').toLowerCase();
  if (renderCacheRaw !== 'on' && renderCacheRaw !== 'off')
    fail(`RENDER_CACHE must be on or off, got "${source.RENDER_CACHE}"`);

  const drainRaw = source.DRAIN_MIN_MS?.trim() || '0';
  const drainMinMs = Number(drainRaw);
  if (!/^\d+$/.test(drainRaw) || drainMinMs > 120_000)
    fail(
      `DRAIN_MIN_MS must be a whole number of milliseconds from 0 to 120000, got "${source.DRAIN_MIN_MS}"`,
    );

  const metricsToken = source.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16)
    fail('METRICS_TOKEN must be at least 16 characters long');

  return {
    metricsToken,
    port,
    host: source.HOST ?? 'localhost',
    apiUrl,
    hydrate: hydrateRaw === 'true' || hydrateRaw === '1',
    mode: source.NODE_ENV === 'development' ? 'development' : 'production',
    siteUrl: siteUrlRaw ? httpUrl('SITE_URL', siteUrlRaw) : null,
    mapsApiKey: mapsApiKey || null,
    links,
    sameAs,
    hsts: hstsRaw,
    trustProxy,
    renderCache: renderCacheRaw === 'on',
    drainMinMs,
  };
}
