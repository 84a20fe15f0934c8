import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { E2E, expect, test } from '../fixtures';
import { http, rawRequest } from '../fixtures/raw-http';

// Issue 12, items 10 and 11 (console part), against the console's production server.
const adminDir = fileURLToPath(new URL('../../apps/admin/', import.meta.url));

test('the console refuses malformed requests with a 4xx and its security headers', async () => {
  const port = E2E.ports.admin;
  const host = `localhost:${port}`;
  for (const [request, status] of [
    [http('TRACE /administrator HTTP/1.1', { host }), 405],
    [http('POST /administrator HTTP/1.1', { host, 'content-length': '0' }), 405],
    ['GET /administrator HTTP/1.0\r\n\r\n', 400],
    [http('GET / HTTP/1.1', { host: `${host}">` }), 400],
    [http('GET /administrator/%E0%A4%A HTTP/1.1', { host }), 400],
    [http('GET evil.example:443 HTTP/1.1', { host }), 400],
    [http('CONNECT evil.example:443 HTTP/1.1', { host: 'evil.example:443' }), 405],
  ] as const) {
    const answer = await rawRequest(port, request);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
});

test('SIGTERM stops the console within seconds although a client keeps a connection half-open', async ({ request }) => {
  const port = E2E.ports.admin + 10;
  const child = spawn(process.execPath, ['build/serve.mjs'], {
    cwd: adminDir,
    env: { ...process.env, PORT: String(port), PUBLIC_API_URL: E2E.apiUrl },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await expect
      .poll(async () => (await request.get(`http://localhost:${port}/administrator`).catch(() => null))?.status(), { timeout: 45_000 })
      .toBe(200);
    const halfOpen = connect(port, '127.0.0.1');
    await new Promise((resolve) => halfOpen.once('connect', resolve));
    halfOpen.write('GET /administrator HTTP/1.1\r\nHost: localhost\r\n');
    halfOpen.on('error', () => {});
    const started = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    halfOpen.destroy();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
