// @vitest-environment node
import { externalLinks } from '@fuelcard/offices';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('uses the documented defaults', () => {
    expect(readEnv({})).toEqual({
      port: 3000,
      host: 'localhost',
      apiUrl: 'http://localhost:3001',
      hydrate: true,
      mode: 'production',
      siteUrl: null,
      mapsApiKey: null,
      links: externalLinks,
      sameAs: [],
      hsts: 'tls',
      trustProxy: false,
      renderCache: true,
      drainMinMs: 0,
      metricsToken: undefined,
    });
  });

  it('reads METRICS_TOKEN and refuses a short one', () => {
    expect(readEnv({ METRICS_TOKEN: 'a-metrics-token-of-some-length' }).metricsToken).toBe(
      'a-metrics-token-of-some-length',
    );
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads overrides and trims a trailing slash from API_URL and SITE_URL', () => {
    const env = readEnv({
      PORT: '8080',
      API_URL: 'https://api.example.by/',
      HYDRATE: 'false',
      NODE_ENV: 'development',
      SITE_URL: 'https://www.example.by/',
      YANDEX_MAPS_API_KEY: 'abc-123',
      LINK_GAS_STATION_MAP: 'https://map.example.by/',
    });
    expect(env).toMatchObject({
      port: 8080,
      apiUrl: 'https://api.example.by',
      hydrate: false,
      mode: 'development',
      siteUrl: 'https://www.example.by',
      mapsApiKey: 'abc-123',
    });
    expect(env.links.gasStationMap).toBe('https://map.example.by/');
  });

  it('reads the company profiles of ORGANIZATION_SAME_AS and refuses one that is not http(s)', () => {
    expect(
      readEnv({
        ORGANIZATION_SAME_AS:
          ' https://t.me/routecard , https://www.linkedin.com/company/routecard/ ',
      }).sameAs,
    ).toEqual(['https://t.me/routecard', 'https://www.linkedin.com/company/routecard']);
    expect(() => readEnv({ ORGANIZATION_SAME_AS: 'javascript:alert(1)' })).toThrow(
      /ORGANIZATION_SAME_AS/,
    );
  });

  it('reads the HSTS switch and which proxies to trust', () => {
    expect(readEnv({ HSTS: 'always', TRUST_PROXY: 'true' })).toMatchObject({
      hsts: 'always',
      trustProxy: true,
    });
    expect(readEnv({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(readEnv({ RENDER_CACHE: 'off' }).renderCache).toBe(false);
    expect(readEnv({}).drainMinMs).toBe(0);
    expect(readEnv({ DRAIN_MIN_MS: '15000' }).drainMinMs).toBe(15000);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ API_URL: 'not a url' }, /API_URL/],
    [{ API_URL: 'ftp://example.by' }, /API_URL/],
    [{ HYDRATE: 'maybe' }, /HYDRATE/],
    [{ HSTS: 'sometimes' }, /HSTS/],
    [{ RENDER_CACHE: 'maybe' }, /RENDER_CACHE/],
    [{ DRAIN_MIN_MS: '1.5' }, /DRAIN_MIN_MS/],
    [{ DRAIN_MIN_MS: '200000' }, /DRAIN_MIN_MS/],
    [{ SITE_URL: 'example.by' }, /SITE_URL/],
    [{ YANDEX_MAPS_API_KEY: 'a"b' }, /YANDEX_MAPS_API_KEY/],
    [{ LINK_PERSONAL_ACCOUNT: 'javascript:alert(1)' }, /LINK_PERSONAL_ACCOUNT/],
  ])('fails fast with a clear message for %o', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});
