import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from './html-etag';
import { sendFetchResponse } from './send-response';

function serverAnswering(makeResponse: () => Response) {
  const app = Fastify();
  app.get('/*', (request, reply) => sendFetchResponse(request, reply, makeResponse()));
  return app;
}

const page = () =>
  new Response('<!DOCTYPE html><html><body>Главная</body></html>', {
    headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'lang=en; Path=/' },
  });

describe('sendFetchResponse', () => {
  it('tags HTML pages with an ETag, asks for revalidation and answers 304 when it still matches', async () => {
    const app = serverAnswering(page);
    const first = await app.inject({ url: '/' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Главная');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toContain('Accept-Language');
    expect(first.headers['set-cookie']).toEqual(['lang=en; Path=/']);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const stale = await app.inject({ url: '/', headers: { 'if-none-match': 'W/"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('keeps the stored page\'s CSP on a 304: the revalidation answer names no new nonce', async () => {
    const app = Fastify();
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', `script-src 'nonce-${Math.random()}'`);
    });
    app.get('/*', (request, reply) => sendFetchResponse(request, reply, page()));
    const first = await app.inject({ url: '/' });
    expect(first.headers['content-security-policy']).toMatch(/nonce-/);
    const again = await app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('gives different pages different tags', async () => {
    let text = 'a';
    const app = serverAnswering(() => new Response(text, { headers: { 'content-type': 'text/html' } }));
    const a = (await app.inject({ url: '/' })).headers.etag;
    text = 'b';
    const b = (await app.inject({ url: '/' })).headers.etag;
    expect(a).not.toBe(b);
  });

  it('streams other answers untouched, without an ETag', async () => {
    const app = serverAnswering(
      () => new Response('{"ok":true}', { status: 404, headers: { 'content-type': 'application/json' } }),
    );
    const answer = await app.inject({ url: '/x' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.json()).toEqual({ ok: true });
  });
});

describe('ifNoneMatchHits', () => {
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['W/"x", W/"abc"', true],
    ['*', true],
    ['W/"abcd"', false],
  ])('%s → %s', (header, hit) => {
    expect(ifNoneMatchHits(header, 'W/"abc"')).toBe(hit);
  });
});
