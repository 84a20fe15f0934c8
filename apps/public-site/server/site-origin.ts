/**
 * The site's origin, decided once per server (never from a request): SITE_URL, else the origin
 * it listens on as `npm start` prints it — http://localhost:PORT for the default HOST (and for
 * the all-interfaces addresses), else http://HOST:PORT.
 */
export function siteOrigin(siteUrl: string | null, host: string, port: number): string {
  if (siteUrl) return new URL(siteUrl).origin;
  const name = ['', 'localhost', '0.0.0.0', '::', '[::]'].includes(host)
    ? 'localhost'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return new URL(`http://${name}:${port}`).origin;
}
