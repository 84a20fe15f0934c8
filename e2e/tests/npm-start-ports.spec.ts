import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E, expect, test } from '../fixtures';

/*
 * `npm start` next to another service: scripts/serve-all.mjs (what `npm start` runs after its
 * build) with SITE_PORT, API_PORT and CONSOLE_PORT away from 3000–3002 — the printed addresses
 * follow, and the apps find each other there (the site's /api, the console's API and site
 * addresses, the API's CORS for the console, a sign-in through the console).
 */

const ports = { site: E2E.ports.site + 40, api: E2E.ports.site + 41, console: E2E.ports.site + 42 };
const site = `http://localhost:${ports.site}`;
const api = `http://localhost:${ports.api}`;
const consoleOrigin = `http://localhost:${ports.console}`;
const account = { username: 'ports-superadmin', password: 'Quiet-harbour-ports-17' };

let server: ChildProcess;
let output = '';
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), 'fuelcard-e2e-ports-'));
  server = spawn(process.execPath, ['../scripts/serve-all.mjs'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      SITE_PORT: String(ports.site),
      API_PORT: String(ports.api),
      CONSOLE_PORT: String(ports.console),
      PORT: '1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: account.username,
      ADMIN_PASSWORD: account.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => (output += chunk.toString());
  server.stdout!.on('data', collect);
  server.stderr!.on('data', collect);
  await expect.poll(() => output, { timeout: 80_000, intervals: [250] }).toContain('Everything is up');
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('prints the addresses of the ports it was given, and says PORT is not used', () => {
  expect(output).toContain(`Public site      ${site}`);
  expect(output).toContain(`API              ${api}/api   (health: ${api}/api/health)`);
  expect(output).toContain(`Admin console    ${consoleOrigin}/administrator`);
  expect(output).toContain('PORT=1 is not used by npm start');
});

test('wires the apps to each other on those ports', async ({ request }) => {
  // The site forwards /api to the API on API_PORT.
  const health = await request.get(`${site}/api/health`);
  expect(health.status()).toBe(200);
  // The console is handed the API's and the site's addresses.
  const config = await (await request.get(`${consoleOrigin}/config.json`)).json();
  expect(config).toMatchObject({ apiBaseUrl: api, siteUrl: site });
  // The API lets the console's origin call it.
  const preflight = await request.fetch(`${api}/api/login`, {
    method: 'OPTIONS',
    headers: {
      origin: consoleOrigin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
  expect(preflight.status()).toBeLessThan(300);
  expect(preflight.headers()['access-control-allow-origin']).toBe(consoleOrigin);
});

test('the console on CONSOLE_PORT signs in against the API on API_PORT', async ({ page }) => {
  await page.goto(`${consoleOrigin}/administrator`);
  await page.getByLabel(/имя пользователя|логин/i).fill(account.username);
  await page.getByLabel(/пароль/i).fill(account.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/adminDashboard$/);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
});
