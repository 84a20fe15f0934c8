/**
 * The production servers as child processes, for bench/reliability.mjs and bench/load.mjs: start
 * the API (on a data directory of its own) and the site, wait for them, log in, write news, read
 * a process's memory.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN = { username: 'bench-superadmin', password: 'Granite-harbour-bench-7' };

/** `stdio: 'ignore'` unless BENCH_VERBOSE is set (then the servers' logs go to stderr). */
const stdio = () => (process.env.BENCH_VERBOSE ? ['ignore', 'inherit', 'inherit'] : 'ignore');

export function startApi({ port, dataDir }) {
  return spawn('node', ['dist/server.js'], {
    cwd: join(root, 'apps/api'),
    stdio: stdio(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MFA_REQUIRED: 'off',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    },
  });
}

export function startSite({ port, apiUrl }) {
  return spawn('node', ['dist/server.js'], {
    cwd: join(root, 'apps/public-site'),
    stdio: stdio(),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), API_URL: apiUrl },
  });
}

export async function waitFor(url, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The exit code (or the signal) of a child, once it has exited. */
export const exited = (child) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode ?? child.signalCode)
      : child.once('exit', (code, signal) => resolve(code ?? signal)),
  );

export async function login(apiUrl) {
  const response = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return (await response.json()).token;
}

export const newsItem = (slug, { date = '2025-01-01', title = `Запись ${slug}` } = {}) => ({
  slug,
  priority: 'A',
  dates: { date, startDate: '', expireDate: '' },
  titles: { ru: title, en: `Write ${slug}` },
  descriptions: { ru: `<p>Текст ${slug}. ${'Содержание новости. '.repeat(20)}</p>`, en: '' },
});

/** Resident memory of a process in bytes (Linux: VmRSS of /proc/<pid>/status). */
export function rssBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) * 1024;
}
