import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Sends raw bytes (what inject cannot express) and reads the whole answer until the server closes. */
async function rawRequest(
  t: TestApp,
  text: string,
): Promise<{
  status: number;
  headers: Record<string, string>;
  body: string;
}> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
    socket.write(text);
  });
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.subarray(split + 4);
  expect(Number(headers['content-length'])).toBe(body.length);
  return { status: Number(statusLine!.split(' ')[1]), headers, body: body.toString('utf8') };
}

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('errors raised outside the routes are JSON { error } too', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('a bad URL encoding: 400 JSON with a Russian message and the security headers', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'DELETE', url: '/api/admin/news/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ error: 'Некорректный адрес запроса' });
    expectSecurityHeaders(response.headers);
  });

  it('Content-Length: abc: 400 JSON with a Russian message and the security headers', async () => {
    t = await createTestApp();
    const answer = await rawRequest(
      t,
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    );
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'Некорректный HTTP-запрос' });
    expectSecurityHeaders(answer.headers);
  });

  it('oversized headers: 431 JSON with a Russian message', async () => {
    t = await createTestApp();
    const answer = await rawRequest(
      t,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'Слишком большие заголовки запроса' });
  });

  it.each([
    ['CONNECT', 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n', 405],
    ['HTTP/1.0 without Host', 'GET /api/health HTTP/1.0\r\n\r\n', 200],
    [
      'a Host with markup',
      'GET /api/health HTTP/1.1\r\nHost: localhost:3000">\r\nConnection: close\r\n\r\n',
      200,
    ],
    ['TRACE', 'TRACE /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 404],
    [
      'an absolute-form target',
      'GET http://evil.example/api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      200,
    ],
  ])(
    '%s: a JSON answer with the security headers, never a 5xx or a silent close',
    async (_, raw, status) => {
      t = await createTestApp();
      const answer = await rawRequest(t, raw);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expectSecurityHeaders(answer.headers);
    },
  );

  it('OPTIONS without preflight headers is not answered with plain text', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'OPTIONS', url: '/api/health' });
    expect(response.headers['content-type'] ?? '').not.toMatch(/text\/plain/);
    expect(response.body).not.toMatch(/Invalid Preflight Request/);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectSecurityHeaders(response.headers);
  });
});
