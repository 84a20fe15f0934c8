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
    });
  });

  it('reads overrides and trims a trailing slash from API_URL', () => {
    const env = readEnv({ PORT: '8080', API_URL: 'https://api.example.by/', HYDRATE: 'false', NODE_ENV: 'development' });
    expect(env).toMatchObject({ port: 8080, apiUrl: 'https://api.example.by', hydrate: false, mode: 'development' });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ API_URL: 'not a url' }, /API_URL/],
    [{ API_URL: 'ftp://example.by' }, /API_URL/],
    [{ HYDRATE: 'maybe' }, /HYDRATE/],
  ])('fails fast with a clear message for %o', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});
