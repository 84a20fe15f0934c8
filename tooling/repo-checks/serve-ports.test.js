// node --test: npm start's ports (SITE_PORT, API_PORT, CONSOLE_PORT) and how it wires the apps.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { portsInUse, PortsError, servePorts, wiring } from '../../scripts/serve-ports.mjs';

test('the defaults stay 3000, 3001 and 3002; a PORT alone changes nothing', () => {
  assert.deepEqual(servePorts({}), { site: 3000, api: 3001, console: 3002 });
  assert.deepEqual(servePorts({ PORT: '8080' }), { site: 3000, api: 3001, console: 3002 });
});

test('SITE_PORT, API_PORT and CONSOLE_PORT move each app and its wiring; printed URLs follow', () => {
  const ports = servePorts({ SITE_PORT: '4000', API_PORT: '4001', CONSOLE_PORT: '4002' });
  assert.deepEqual(ports, { site: 4000, api: 4001, console: 4002 });
  const wired = wiring(ports, {});
  assert.deepEqual(wired.api, { PORT: '4001', ADMIN_ORIGIN: 'http://localhost:4002' });
  assert.deepEqual(wired.site, { PORT: '4000', API_URL: 'http://localhost:4001' });
  assert.deepEqual(wired.console, {
    PORT: '4002',
    PUBLIC_API_URL: 'http://localhost:4001',
    PUBLIC_SITE_URL: 'http://localhost:4000',
  });
  assert.deepEqual(
    [wired.urls.site, wired.urls.api, wired.urls.console],
    ['http://localhost:4000', 'http://localhost:4001/api', 'http://localhost:4002/administrator'],
  );
});

test('an address the operator set wins over the wiring', () => {
  const wired = wiring(servePorts({}), {
    ADMIN_ORIGIN: 'https://console.example.by',
    API_URL: 'http://10.0.0.5:3001',
    PUBLIC_API_URL: 'https://api.example.by',
    PUBLIC_SITE_URL: 'https://example.by',
  });
  assert.equal(wired.api.ADMIN_ORIGIN, 'https://console.example.by');
  assert.equal(wired.site.API_URL, 'http://10.0.0.5:3001');
  assert.equal(wired.console.PUBLIC_API_URL, 'https://api.example.by');
  assert.equal(wired.console.PUBLIC_SITE_URL, 'https://example.by');
});

test('bad ports are refused, each problem named', () => {
  assert.throws(
    () => servePorts({ SITE_PORT: 'eighty', CONSOLE_PORT: '70000' }),
    (error) =>
      error instanceof PortsError &&
      /SITE_PORT must be a port number from 1 to 65535 \(got "eighty"\)/.test(error.message) &&
      /CONSOLE_PORT must be a port number/.test(error.message),
  );
  assert.throws(
    () => servePorts({ API_PORT: '3000' }),
    /SITE_PORT and API_PORT are both 3000: each app needs a port of its own/,
  );
});

test('a port something already listens on is named with its variable', async () => {
  const server = createServer();
  await new Promise((resolve) => server.listen({ port: 0, host: 'localhost' }, resolve));
  const taken = server.address().port;
  try {
    const busy = await portsInUse({ site: taken, api: taken + 1, console: taken + 2 });
    assert.deepEqual(busy.slice(0, 1), [`SITE_PORT ${taken}`]);
  } finally {
    server.close();
  }
});
