import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './fixtures/env';

// One temporary data directory (database, secrets) per run. Workers inherit it through the env.
// (An empty value, as the shard runner passes, also means: make one.)
if (!process.env.E2E_DATA_DIR)
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'fuelcard-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

const systemChromium = '/usr/bin/chromium';
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
      ],
    }
  : {};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // On CI a failed journey runs once more; it then counts as flaky, and run-shards.mjs names it
  // again at the end of the log. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // Two shards share two cores (run-shards.mjs): a journey may take twice its quiet-machine time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each shard its own results (a run empties its folder when it starts).
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // A trace records a screencast of every frame: it took ~40% of the suite's CPU (a console
    // file: 96 s with it, 68 s without). On CI only the retry of a failed journey is traced (the
    // trace that explains a flake); locally a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: [
    {
      name: 'api',
      command: 'node dist/server.js',
      cwd: '../apps/api',
      url: `${E2E.apiUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'development',
        PORT: String(E2E.ports.api),
        DATA_DIR: dataDir,
        ADMIN_USERNAME: E2E.superadmin.username,
        ADMIN_PASSWORD: E2E.superadmin.password,
        ADMIN_ORIGIN: E2E.adminOrigin,
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
      },
    },
    {
      name: 'site',
      command: 'node dist/server.js',
      cwd: '../apps/public-site',
      url: `${E2E.siteUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NODE_ENV: 'production', PORT: String(E2E.ports.site), API_URL: E2E.apiUrl },
    },
    {
      name: 'admin',
      command: 'node build/serve.mjs',
      cwd: '../apps/admin',
      url: `${E2E.adminOrigin}/administrator`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E.ports.admin),
        PUBLIC_API_URL: E2E.apiUrl,
        PUBLIC_SITE_URL: E2E.siteUrl,
      },
    },
  ],
});
