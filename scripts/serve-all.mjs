#!/usr/bin/env node
/**
 * Serves the three built apps side by side: public site SITE_PORT (3000), API API_PORT (3001),
 * admin console CONSOLE_PORT (3002), each told the others' addresses (scripts/serve-ports.mjs).
 * Waits for each to answer, then prints the URLs and the superadmin credentials.
 * Ctrl+C (or SIGTERM) stops all three gracefully.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portsInUse, PortsError, servePorts, wiring } from './serve-ports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(process.env.DATA_DIR ?? join(root, 'data'));

let ports;
try {
  ports = servePorts(process.env);
} catch (error) {
  if (!(error instanceof PortsError)) throw error;
  console.error(`npm start cannot start:\n${error.message}`);
  process.exit(1);
}
if (process.env.PORT)
  console.warn(
    `PORT=${process.env.PORT} is not used by npm start, which starts three apps: set SITE_PORT, API_PORT and CONSOLE_PORT.`,
  );
const busy = await portsInUse(ports);
if (busy.length > 0) {
  console.error(
    `npm start cannot start: something already listens on ${busy.join(', ')}. Stop it, or choose ` +
      'other ports, e.g. SITE_PORT=4000 API_PORT=4001 CONSOLE_PORT=4002 npm start',
  );
  process.exit(1);
}
const wired = wiring(ports, process.env);
const urls = { site: wired.urls.site, api: wired.urls.api, admin: wired.urls.console };

// npm start stays one step (issue 16): no second factor is required unless MFA_REQUIRED says so.
const baseEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  MFA_REQUIRED: process.env.MFA_REQUIRED ?? 'off',
};
// A production API requires JWT_SECRET; without one the local start lets the API keep a generated
// secret in data/ (development mode, which also serves the OpenAPI page at /api/docs).
const apiMode = process.env.JWT_SECRET ? 'production' : 'development';
const apps = [
  {
    name: 'api',
    cwd: join(root, 'apps/api'),
    args: ['dist/server.js'],
    // The public site forwards /api calls from loopback; trust its X-Forwarded-For.
    env: {
      ...wired.api,
      NODE_ENV: apiMode,
      TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    },
    health: wired.urls.health.api,
  },
  {
    name: 'site',
    cwd: join(root, 'apps/public-site'),
    args: ['dist/server.js'],
    env: wired.site,
    health: wired.urls.health.site,
  },
  {
    name: 'admin',
    cwd: join(root, 'apps/admin'),
    args: ['build/serve.mjs'],
    env: wired.console,
    health: wired.urls.health.console,
  },
];

const children = apps.map((app) => {
  const child = spawn(process.execPath, app.args, {
    cwd: app.cwd,
    env: { ...baseEnv, ...app.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${app.name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping the others.`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => process.exit(code), 10_000);
  timer.unref();
  Promise.all(
    children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r)))),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end && !stopping) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

function credentials() {
  const username = process.env.ADMIN_USERNAME ?? 'superadmin';
  if (process.env.ADMIN_PASSWORD)
    return { username, password: process.env.ADMIN_PASSWORD, source: 'ADMIN_PASSWORD' };
  const file = join(dataDir, 'superadmin-credentials.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    return { username: saved.username, password: saved.password, source: file };
  }
  return { username, password: '(set at first start; not stored here)', source: 'database' };
}

const ready = await Promise.all(apps.map((app) => waitFor(app.health)));
if (!stopping) {
  if (ready.every(Boolean)) {
    const { username, password, source } = credentials();
    console.log(
      [
        '',
        '  Everything is up:',
        `    Public site      ${urls.site}`,
        `    API              ${urls.api}   (health: ${urls.api}/health)`,
        `    Admin console    ${urls.admin}`,
        '',
        `  Superadmin: ${username} / ${password}`,
        `    (from ${source})`,
        '',
        '  Press Ctrl+C to stop.',
        '',
      ].join('\n'),
    );
  } else {
    console.error(
      'Some apps did not start in time:',
      apps
        .filter((_, i) => !ready[i])
        .map((a) => a.name)
        .join(', '),
    );
    stop(1);
  }
}
