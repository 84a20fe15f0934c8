// @vitest-environment node
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { fakePages, fakeSite } from './test-site';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const script = Buffer.from('export const text = "Топливные карточки";\n'.repeat(100));

/** The site's server over a build/client with one bundle and the build's compressed copies of it. */
async function site(): Promise<FastifyInstance> {
  const server = await fakeSite(
    fakePages(),
    { renderCache: false },
    {
      'assets/entry-Ab12.js': script,
      // Marked copies, so that the test sees which bytes were sent.
      'assets/entry-Ab12.js.br': brotliCompressSync(Buffer.from('// br copy\n')),
      'assets/entry-Ab12.js.gz': gzipSync(Buffer.from('// gz copy\n')),
    },
  );
  close = server.close;
  return server.app;
}

describe('static files of the build', () => {
  it("sends the build's brotli copy as it is to a client that accepts brotli", async () => {
    const server = await site();
    const answer = await server.inject({
      url: '/assets/entry-Ab12.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    expect(answer.rawPayload).toEqual(brotliCompressSync(Buffer.from('// br copy\n')));
  });

  it('sends the gzip copy to a client that takes only gzip, and the file itself to one that takes neither', async () => {
    const server = await site();
    const gzip = await server.inject({
      url: '/assets/entry-Ab12.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gzipSync(Buffer.from('// gz copy\n')));
    const plain = await server.inject({
      url: '/assets/entry-Ab12.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(script);
  });

  it('does not serve the compressed copies at addresses of their own', async () => {
    const server = await site();
    for (const url of ['/assets/entry-Ab12.js.br', '/assets/entry-Ab12.js.gz']) {
      const answer = await server.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(answer.statusCode, url).toBe(404);
      // The site's own not-found page, as for any address it does not have.
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});
