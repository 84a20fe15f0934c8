// @vitest-environment node
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from './html-etag';
import { pageAnswer } from './page-answer';
import { negotiateEncoding, sendFetchResponse, sendPageAnswer } from './send-response';

const html = (text: string, nonce = 'n') =>
  Buffer.from(
    `<!DOCTYPE html><html><body>${text}<script nonce="${nonce}">1</script></body></html>`,
  );

describe('sendPageAnswer', () => {
  it('tags a page with an ETag, asks for revalidation and answers 304 without a CSP', async () => {
    const app = Fastify();
    const page = pageAnswer(200, [['content-type', 'text/html']], html('Главная'), 'n');
    app.get('/*', (request, reply) => sendPageAnswer(request, reply, page));
    const first = await app.inject({ url: '/' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).toContain("'sha256-");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The browser keeps the page it has, with the policy that came with it.
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(
      (await app.inject({ url: '/', headers: { 'if-none-match': 'W/"other"' } })).statusCode,
    ).toBe(200);
  });

  it('keeps the ETag of a page rendered again with another nonce, and changes it with the content', () => {
    const a = pageAnswer(200, [], html('a', 'one'), 'one');
    expect(pageAnswer(200, [], html('a', 'two'), 'two').etag).toBe(a.etag);
    expect(pageAnswer(200, [], html('b', 'one'), 'one').etag).not.toBe(a.etag);
  });

  it('sends no ETag with an error page', async () => {
    const app = Fastify();
    const page = pageAnswer(404, [['content-type', 'text/html']], html('Нет'), 'n');
    app.get('/*', (request, reply) => sendPageAnswer(request, reply, page));
    const answer = await app.inject({ url: '/x' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers.etag).toBeUndefined();
  });
});

describe('sendFetchResponse', () => {
  it('streams other answers untouched, cookies included', async () => {
    const app = Fastify();
    app.get('/*', (_request, reply) =>
      sendFetchResponse(
        reply,
        new Response('{"ok":true}', {
          status: 404,
          headers: { 'content-type': 'application/json', 'set-cookie': 'a=1; Path=/' },
        }),
      ),
    );
    const answer = await app.inject({ url: '/x' });
    expect(answer.statusCode).toBe(404);
    expect([answer.headers['set-cookie']].flat()).toEqual(['a=1; Path=/']);
    expect(answer.json()).toEqual({ ok: true });
  });
});

describe('sendFetchResponse and ETags', () => {
  it('answers a 200 with an ETag (a feed) 304 when If-None-Match names it, and 200 otherwise', async () => {
    const app = Fastify();
    app.get('/*', (_request, reply) =>
      sendFetchResponse(
        reply,
        new Response('<rss/>', {
          headers: {
            'content-type': 'application/rss+xml',
            'cache-control': 'public, no-cache',
            etag: 'W/"f1"',
          },
        }),
      ),
    );
    const first = await app.inject({ url: '/news/rss.xml' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('W/"f1"');
    const again = await app.inject({
      url: '/news/rss.xml',
      headers: { 'if-none-match': 'W/"f1"' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe('W/"f1"');
    expect(again.headers['cache-control']).toBe('public, no-cache');
    const other = await app.inject({
      url: '/news/rss.xml',
      headers: { 'if-none-match': 'W/"f0"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe('<rss/>');
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['*', 'br'],
    ['br;q=0, gzip;q=0', null],
  ])('%s → %s', (header, coding) => {
    const request = { headers: header === undefined ? {} : { 'accept-encoding': header } };
    expect(negotiateEncoding(request as never)).toBe(coding);
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
