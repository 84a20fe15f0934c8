// Issue 12, item 10: malformed but legal requests get a proper 4xx with the security headers —
// the site's error page (or the API's JSON shape under /api) — and no error in the log.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { isValidHost } from './request-guard';
import { fakePages, fakeSite, get, listen, rawRequest } from './test-site';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The site on a port, with its log lines kept. */
async function site() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const pages = fakePages();
  const server = await fakeSite(pages, { logger: { level: 'info', stream } });
  cleanups.push(server.close);
  return { port: await listen(server.app), lines, pages };
}

const request = (line: string, headers: string[] = ['Host: localhost:3000']) =>
  `${line}\r\n${[...headers, 'Connection: close'].join('\r\n')}\r\n\r\n`;

const refused: Array<[string, string, number]> = [
  ['HTTP/1.0 without Host', 'GET / HTTP/1.0\r\n\r\n', 400],
  ['a Host with markup', request('GET / HTTP/1.1', ['Host: localhost:3000">']), 400],
  ['a Host with a path', request('GET /news HTTP/1.1', ['Host: evil.example/x']), 400],
  ['an empty Host', request('GET / HTTP/1.1', ['Host: ']), 400],
  ['TRACE', request('TRACE / HTTP/1.1'), 405],
  ['an unknown method (Node refuses it)', request('TRACK / HTTP/1.1'), 400],
  [
    'PUT on a page',
    request('PUT /news HTTP/1.1', ['Host: localhost:3000', 'Content-Length: 2']) + '{}',
    405,
  ],
  [
    'POST on a page',
    request('POST /contacts HTTP/1.1', [
      'Host: localhost:3000',
      'Content-Type: application/json',
      'Content-Length: 5',
    ]) + '{"a":',
    405,
  ],
  ['DELETE on a page', request('DELETE / HTTP/1.1'), 405],
  ['OPTIONS on a page', request('OPTIONS /news HTTP/1.1'), 405],
  ['PATCH on a public file', request('PATCH /robots.txt HTTP/1.1'), 405],
  ['an undecodable path', request('GET /news/%E0%A4%A HTTP/1.1'), 400],
  ['an undecodable path of a file', request('GET /assets/%ZZ.js HTTP/1.1'), 400],
  ['an authority-form target', request('GET evil.example:443 HTTP/1.1'), 400],
  ['an asterisk target on GET', request('GET * HTTP/1.1'), 400],
  ['an absolute-form target that does not parse', request('GET http://[bad/news HTTP/1.1'), 400],
  ['a very long address', request(`GET /news/${'a'.repeat(3000)} HTTP/1.1`), 414],
  ['a very long query', request(`GET /news?q=${'%41'.repeat(1000)} HTTP/1.1`), 414],
];

describe('malformed requests to the site', () => {
  it.each(refused)('%s: a 4xx error page with the security headers', async (_, text, status) => {
    const { port, lines } = await site();
    const answer = await rawRequest(port, text);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('Unexpected Application Error');
    expect(answer.body).toContain(`<h2>${status} `);
    // Error pages for refused requests carry no client scripts to run.
    expect(answer.body).not.toContain('window.__data');
    if (status === 405) expect(answer.headers.allow).toBe('GET, HEAD');
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('answers CONNECT with 405 instead of dropping the connection', async () => {
    const { port } = await site();
    const answer = await rawRequest(
      port,
      request('CONNECT evil.example:443 HTTP/1.1', ['Host: evil.example:443']),
    );
    expect(answer.status).toBe(405);
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.body).toContain('Unexpected Application Error');
  });

  it('answers header blocks Node cannot take with 431 and bad syntax with 400, as error pages', async () => {
    const { port } = await site();
    const big = await rawRequest(
      port,
      request('GET / HTTP/1.1', ['Host: localhost:3000', `X-Big: ${'a'.repeat(20_000)}`]),
    );
    expect(big.status).toBe(431);
    expect(big.headers['x-frame-options']).toBe('DENY');
    expect(big.body).toContain('Unexpected Application Error');
    const garbage = await rawRequest(port, 'GET / HTTP/1.1\r\nHost localhost\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(garbage.headers['content-security-policy']).toBeDefined();
  });

  it('answers OPTIONS * with 204 and the methods pages take', async () => {
    const { port } = await site();
    const answer = await rawRequest(port, request('OPTIONS * HTTP/1.1'));
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('answers the same malformed requests under /api in the API’s JSON shape', async () => {
    const { port } = await site();
    for (const [text, status] of [
      [request('GET /api/admin/%E0%A4%A HTTP/1.1'), 400],
      [request('TRACE /api/health HTTP/1.1'), 405],
      [request('GET /api/health HTTP/1.1', ['Host: a b']), 400],
    ] as const) {
      const answer = await rawRequest(port, text);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.stringMatching(/[а-я]/) });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves pages to odd but harmless headers: a bad cookie, a bad Accept-Language, a HEAD', async () => {
    const { port } = await site();
    for (const headers of <Array<Record<string, string>>>[
      { cookie: 'lang=%E0%A4; x=%%%' },
      { cookie: ';;;=;lang' },
      { 'accept-language': ';;;q=abc,,*;q=-1, en-;q=2' },
      { 'accept-language': 'x'.repeat(4000) },
      { 'if-none-match': '"', 'accept-encoding': 'br;q=abc, *;q=' },
    ])
      expect((await get(port, '/news?lang=%E0', headers)).status).toBe(200);
    const head = await rawRequest(port, request('HEAD /news HTTP/1.1'));
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('still answers the health check of an HTTP/1.0 load balancer without Host', async () => {
    const { port } = await site();
    const answer = await rawRequest(port, 'GET /healthz HTTP/1.0\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});

describe('isValidHost', () => {
  it('takes names, addresses and ports, nothing else', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'www.example.by',
      'my_site:80',
      '127.0.0.1:3000',
      '[::1]:3000',
      'example.by.',
    ])
      expect(isValidHost(host)).toBe(true);
    for (const host of [
      undefined,
      '',
      'localhost:3000">',
      'a b',
      'evil/x',
      'x:port',
      'user@host',
      '-a.by',
      'a:123456',
    ])
      expect(isValidHost(host)).toBe(false);
  });
});
