// @vitest-environment node
// Issue 12, item 10: /api forwarded to the API — Expect: 100-continue works, and while the API is
// down or hangs the answer is 503 / 504 JSON with a Russian message, never a 500.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, fakePages, fakeSite, listen, rawRequest } from './test-site';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function siteFor(apiUrl: string, apiTimeoutMs?: number) {
  const errors: unknown[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { level: number };
        if (entry.level >= 50) errors.push(entry);
      }
      done();
    },
  });
  const site = await fakeSite(fakePages(), {
    apiUrl,
    apiTimeoutMs,
    logger: { level: 'info', stream },
  });
  cleanups.push(site.close);
  return { port: await listen(site.app), errors };
}

const consent = (extra: string[] = []) => {
  const body = '{"technical":true}';
  return (
    `POST /api/cookie-consent HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${body.length}\r\n${extra.map((line) => `${line}\r\n`).join('')}Connection: close\r\n\r\n${body}`
  );
};

describe('the /api proxy', () => {
  it('forwards a request that sent Expect: 100-continue (without the Expect header)', async () => {
    const seen: Array<{ expect?: string; body: string }> = [];
    const api = await fakeApi((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk));
      request.on('end', () => {
        seen.push({ expect: request.headers.expect, body });
        response.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    cleanups.push(api.close);
    const { port, errors } = await siteFor(api.url);
    const answer = await rawRequest(port, consent(['Expect: 100-continue']));
    expect(answer.raw).toMatch(/^HTTP\/1\.1 100 Continue/);
    expect(answer.status).toBe(201);
    expect(seen).toEqual([{ expect: undefined, body: '{"technical":true}' }]);
    expect(errors).toEqual([]);
  });

  it('answers 503 with Retry-After and a Russian JSON error while the API is down', async () => {
    const api = await fakeApi(() => {});
    await api.close(); // nothing listens there any more
    const { port, errors } = await siteFor(api.url);
    for (const text of [
      consent(),
      'GET /api/admin/news HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n',
    ]) {
      const answer = await rawRequest(port, text);
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(answer.body)).toEqual({ error: 'API временно недоступен' });
    }
    expect(errors).toEqual([]);
  });

  it('answers 504 when the API does not answer in time', async () => {
    const api = await fakeApi(() => {}); // never answers
    cleanups.push(api.close);
    const { port, errors } = await siteFor(api.url, 300);
    const answer = await rawRequest(port, consent());
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body)).toEqual({ error: 'API не ответил вовремя' });
    expect(errors).toEqual([]);
  });

  it('answers 502 when the API drops the connection', async () => {
    const api = await fakeApi((request) => request.socket.destroy());
    cleanups.push(api.close);
    const { port, errors } = await siteFor(api.url);
    const answer = await rawRequest(port, consent());
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({ error: 'API ответил с ошибкой' });
    expect(errors).toEqual([]);
  });
});
