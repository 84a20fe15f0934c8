/** Configuration of the public-site server, read and validated once at boot. */
export interface SiteEnv {
  port: number;
  host: string;
  apiUrl: string;
  hydrate: boolean;
  mode: 'production' | 'development';
}

function fail(message: string): never {
  throw new Error(`Invalid configuration: ${message}`);
}

export function readEnv(source: Record<string, string | undefined> = process.env): SiteEnv {
  const port = Number(source.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number, got "${source.PORT}"`);

  const apiUrl = source.API_URL ?? 'http://localhost:3001';
  try {
    const parsed = new URL(apiUrl);
    if (!/^https?:$/.test(parsed.protocol)) fail(`API_URL must be http(s), got "${apiUrl}"`);
  } catch {
    fail(`API_URL must be an absolute URL, got "${apiUrl}"`);
  }

  const hydrateRaw = (source.HYDRATE ?? 'true').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(hydrateRaw)) fail(`HYDRATE must be true or false, got "${source.HYDRATE}"`);

  return {
    port,
    host: source.HOST ?? 'localhost',
    apiUrl: apiUrl.replace(/\/+$/, ''),
    hydrate: hydrateRaw === 'true' || hydrateRaw === '1',
    mode: source.NODE_ENV === 'development' ? 'development' : 'production',
  };
}
