// @vitest-environment node
// The console's server: security headers on every answer, no path outside dist/ served.
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { LogDestination } from '@fuelcard/observability/log-destination';
import {
  createConsoleLog,
  createConsoleServer,
  drainOf,
  HSTS_VALUE,
  stopConsoleOnSignals,
} from './serve.mjs';

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A console on a free port over a small dist/, with a secret file beside dist/. */
async function startConsole(options = {}) {
  return (await startConsoleServer(options)).port;
}

/** The same, with the server. */
async function startConsoleServer(options = {}) {
  const root = mkdtempSync(join(tmpdir(), 'console-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: 'http://localhost:3001' }));
  writeFileSync(join(root, 'secret.txt'), 'SECRET');
  const server = createConsoleServer({ dist, ...options });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    () => rmSync(root, { recursive: true, force: true }),
  );
  return { server, port: server.address().port };
}

/** Bytes as given on a new connection, read until the server closes it. */
function raw(port, text) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text, 'latin1'));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
      );
      resolve({ status: Number(head.slice(9, 12)), headers, body });
    });
  });
}

const http = (line, headers = ['Host: localhost:3002']) =>
  `${line}\r\n${[...headers, 'Connection: close'].join('\r\n')}\r\n\r\n`;

/** A raw GET: the path is sent exactly as given (no URL normalisation). */
function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('console server', () => {
  it('sends a CSP with self-only scripts and the configured API origin for connections', async () => {
    const port = await startConsole({ apiUrl: 'https://api.example.by/base' });
    for (const path of ['/administrator', '/assets/app.js', '/config.json']) {
      const answer = await get(port, path);
      expect(answer.status).toBe(200);
      const policy = answer.headers['content-security-policy'];
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(policy).toContain("connect-src 'self' https://api.example.by;");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('takes the API origin from dist/config.json when PUBLIC_API_URL is not set', async () => {
    const port = await startConsole();
    const answer = await get(port, '/administrator');
    expect(answer.headers['content-security-policy']).toContain(
      "connect-src 'self' http://localhost:3001;",
    );
  });

  it('answers config.json with the addresses it was given, over those of the file', async () => {
    const plain = await startConsole();
    expect(JSON.parse((await get(plain, '/config.json')).body)).toEqual({
      apiBaseUrl: 'http://localhost:3001',
    });
    const site = await startConsole({ siteUrl: 'https://fuelcard.example.by' });
    expect(JSON.parse((await get(site, '/config.json')).body)).toEqual({
      apiBaseUrl: 'http://localhost:3001',
      siteUrl: 'https://fuelcard.example.by',
    });
    const both = await startConsole({
      apiUrl: 'https://api.example.by',
      siteUrl: 'https://fuelcard.example.by',
    });
    expect(JSON.parse((await get(both, '/config.json')).body)).toEqual({
      apiBaseUrl: 'https://api.example.by',
      siteUrl: 'https://fuelcard.example.by',
    });
  });

  it('sends HSTS behind TLS from a trusted proxy, or always when told', async () => {
    const untrusted = await startConsole();
    expect(
      (await get(untrusted, '/', { 'x-forwarded-proto': 'https' })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    const trusted = await startConsole({ trustProxy: true });
    expect(
      (await get(trusted, '/', { 'x-forwarded-proto': 'https' })).headers[
        'strict-transport-security'
      ],
    ).toBe(HSTS_VALUE);
    const always = await startConsole({ hsts: 'always' });
    expect((await get(always, '/')).headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
  ])('never serves a file outside dist/ for %s', async (path) => {
    const port = await startConsole();
    const answer = await get(port, path);
    expect(answer.body).not.toContain('SECRET');
    expect(answer.status).toBeLessThan(500);
  });
});

// Issue 12, item 10 (console part): malformed but legal requests get a 4xx with the headers.
describe('malformed requests to the console', () => {
  it.each([
    ['TRACE', http('TRACE /administrator HTTP/1.1'), 405],
    [
      'POST',
      http('POST /administrator HTTP/1.1', ['Host: localhost', 'Content-Length: 2']) + '{}',
      405,
    ],
    ['DELETE', http('DELETE /config.json HTTP/1.1'), 405],
    ['HTTP/1.0 without Host', 'GET /administrator HTTP/1.0\r\n\r\n', 400],
    ['a Host with markup', http('GET / HTTP/1.1', ['Host: localhost:3002">']), 400],
    ['an undecodable path', http('GET /administrator/%E0%A4%A HTTP/1.1'), 400],
    ['an authority-form target', http('GET evil.example:443 HTTP/1.1'), 400],
    ['a very long address', http(`GET /${'a'.repeat(3000)} HTTP/1.1`), 414],
    ['CONNECT', http('CONNECT evil.example:443 HTTP/1.1', ['Host: evil.example:443']), 405],
    [
      'a header block too large',
      http('GET / HTTP/1.1', ['Host: localhost', `X-Big: ${'a'.repeat(20_000)}`]),
      431,
    ],
  ])('%s: %i with the security headers', async (_, text, status) => {
    const port = await startConsole();
    const answer = await raw(port, text);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.body).toContain(`<h1>${status} `);
    if (status === 405) expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('serves an absolute-form target as its path, and OPTIONS * with 204', async () => {
    const port = await startConsole();
    const file = await raw(port, http('GET http://evil.example/assets/app.js HTTP/1.1'));
    expect(file.status).toBe(200);
    expect(file.body).toBe('console.log(1)');
    expect((await raw(port, http('OPTIONS * HTTP/1.1'))).status).toBe(204);
  });
});

// Issue 12, item 11: SIGTERM drains the console and exits even while a client holds a connection.
describe('SIGTERM drain of the console server', () => {
  const signal = 'SIGUSR2'; // emitted on the process object only: no real signal
  const log = { info: () => {}, error: () => {} };

  it('exits 0 within a few seconds although a client keeps its connection half-open', async () => {
    const { server, port } = await startConsoleServer();
    const halfOpen = connect(port, '127.0.0.1');
    await new Promise((resolve) => halfOpen.once('connect', resolve));
    halfOpen.write('GET /administrator HTTP/1.1\r\nHost: localhost\r\n'); // never finished
    const idle = connect(port, '127.0.0.1'); // opened, nothing sent
    await new Promise((resolve) => idle.once('connect', resolve));
    const exit = vi.fn();
    const remove = stopConsoleOnSignals(server, { signals: [signal], exit, log });
    cleanups.push(async () => {
      remove();
      halfOpen.destroy();
      idle.destroy();
    });
    const started = Date.now();
    process.emit(signal, signal);
    await vi.waitFor(() => expect(exit).toHaveBeenCalled(), { timeout: 5_000, interval: 50 });
    expect(exit).toHaveBeenCalledWith(0);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(server.listening).toBe(false);
  });

  it('serves requests arriving while draining with Connection: close', async () => {
    const { server, port } = await startConsoleServer();
    drainOf(server).begin();
    const answer = await get(port, '/administrator', { connection: 'keep-alive' });
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
  });
});

// Issue 23: a log that cannot be written (a full disk) never stops nor crashes the server.
describe('the console server’s log', () => {
  it('drains and stops with both outputs on a full device, counting the lines it drops', async () => {
    const full = openSync('/dev/full', 'w');
    cleanups.push(() => closeSync(full));
    const log = createConsoleLog({
      out: new LogDestination({ fd: full, flushOnExit: false }),
      err: new LogDestination({ fd: full, flushOnExit: false }),
    });
    const { server, port } = await startConsoleServer();
    const exit = vi.fn();
    const remove = stopConsoleOnSignals(server, { signals: ['SIGUSR2'], exit, log });
    cleanups.push(async () => remove());
    log.error({ err: new Error('boom') }, 'an error line');
    expect((await get(port, '/administrator')).status).toBe(200);
    process.emit('SIGUSR2', 'SIGUSR2');
    await vi.waitFor(() => expect(exit).toHaveBeenCalled(), { timeout: 5_000, interval: 50 });
    expect(exit).toHaveBeenCalledWith(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log.out.droppedLines + log.err.droppedLines).toBeGreaterThanOrEqual(2);
  });
});
