import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, loadConfig } from './config';

function fakeFetch(response: Response | Error) {
  return vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof fetch;
}

describe('loadConfig', () => {
  it('reads the API and site addresses from config.json and drops trailing slashes', async () => {
    const config = await loadConfig(
      fakeFetch(
        Response.json({
          apiBaseUrl: 'https://api.example.by/',
          siteUrl: 'https://fuelcard.example.by/',
        }),
      ),
    );
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.by',
      siteUrl: 'https://fuelcard.example.by',
    });
  });

  it('keeps the default site address when the file names only the API', async () => {
    const config = await loadConfig(
      fakeFetch(Response.json({ apiBaseUrl: 'https://api.example.by' })),
    );
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.by',
      siteUrl: DEFAULT_CONFIG.siteUrl,
    });
  });

  it.each([
    ['a missing file', new Response('nope', { status: 404 })],
    ['empty addresses', Response.json({ apiBaseUrl: '', siteUrl: '' })],
    ['a network failure', new Error('offline')],
  ])('falls back to the default on %s', async (_name, response) => {
    expect(await loadConfig(fakeFetch(response))).toEqual(DEFAULT_CONFIG);
  });
});
