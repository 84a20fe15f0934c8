#!/usr/bin/env node
/**
 * `pnpm bench:content-scale` (issue 24): what each page costs as the news archive grows. Starts
 * the production API (SQLite, or PostgreSQL with `--engine postgresql`, a throwaway server of
 * Debian's binaries) and the public site, fills 10, 1,000, 10,000 and 100,000 news items (rows
 * written straight into the database, as years of editing would leave them; the triggers move
 * the news revision as for any write), and for each size prints the HTML bytes and p50/p99 of
 * the public pages, the sitemap and a news sitemap, both feeds, the console list's first page and
 * a console search — side by side with the 10-item figures of the same run — then checks the
 * targets:
 *   - every public page's HTML within +10 % of its size at 10 items, its p99 within 2× (and
 *     +5 ms, below which loopback noise dominates) of its p99 at 10 items;
 *   - the console list's first page ≤ 60 KB; no sitemap file over 10,000 URLs; feeds of 50 items.
 * Needs `pnpm build` first. BENCH_SIZES (default 10,1000,10000,100000), BENCH_DURATION (s, default
 * 5), BENCH_CONNECTIONS (default 10). Writes bench/content-scale-results.json. Loads both cores.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startPostgres } from '@fuelcard/test-servers';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ENGINE = process.argv.includes('--engine')
  ? process.argv[process.argv.indexOf('--engine') + 1]
  : 'sqlite';
if (ENGINE !== 'sqlite' && ENGINE !== 'postgresql') {
  console.error('Usage: pnpm bench:content-scale [--engine sqlite|postgresql]');
  process.exit(2);
}
const SIZES = (process.env.BENCH_SIZES ?? '10,1000,10000,100000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ADMIN = { username: 'bench-superadmin', password: 'Granite-harbour-bench-7' };
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const children = new Set();
const cleanups = [];

function start(name, cwd, env) {
  const child = spawn('node', ['dist/server.js'], {
    cwd: join(root, cwd),
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => {
    if (process.env.BENCH_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  });
  children.add(child);
  return child;
}
async function stopAll() {
  for (const child of children) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  for (const cleanup of cleanups.reverse()) await cleanup();
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** One day of the archive per two items, going back from 2025-12-31. */
function itemRow(n) {
  const day = new Date(Date.UTC(2025, 11, 31) - Math.floor(n / 2) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const updated = new Date(Date.UTC(2026, 0, 1) - n * 60_000).toISOString();
  return {
    slug: `archive-item-${n}`,
    priority: n % 9 === 0 ? 'A' : 'B',
    date: n % 500 === 499 ? '' : day,
    // Some items expired long ago, some are drafts: the queries must skip them.
    expireDate: n % 37 === 0 ? '2019-12-31' : '',
    titleRu: `Новость архива номер ${n}: тарифы и карты`,
    titleEn: `Archive news ${n}: tariffs and cards`,
    descriptionRu: `<p>Первый абзац новости ${n}.</p><p>${'Содержание новости архива. '.repeat(30)}</p>`,
    descriptionEn: `<p>First paragraph of item ${n}.</p><p>${'Archive news content. '.repeat(30)}</p>`,
    status: n % 53 === 0 ? 'draft' : 'published',
    createdAt: updated,
    updatedAt: updated,
  };
}
const COLUMNS = [
  'slug',
  'priority',
  'date',
  'start_date',
  'expire_date',
  'title_ru',
  'title_en',
  'description_ru',
  'description_en',
  'status',
  'created_at',
  'updated_at',
];
const values = (row) => [
  row.slug,
  row.priority,
  row.date,
  '',
  row.expireDate,
  row.titleRu,
  row.titleEn,
  row.descriptionRu,
  row.descriptionEn,
  row.status,
  row.createdAt,
  row.updatedAt,
];

/** Writes items [from, to) straight into the database. */
async function fill(db, from, to) {
  if (db.engine === 'sqlite') {
    const insert = db.sqlite.prepare(
      `INSERT INTO news (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
    );
    db.sqlite.transaction(() => {
      for (let n = from; n < to; n += 1) insert.run(...values(itemRow(n)));
    })();
    return;
  }
  for (let start = from; start < to; start += 1000) {
    const rows = [];
    const params = [];
    for (let n = start; n < Math.min(to, start + 1000); n += 1) {
      const base = params.length;
      rows.push(`(${COLUMNS.map((_, i) => `$${base + i + 1}`).join(', ')})`);
      params.push(...values(itemRow(n)));
    }
    await db.pool.query(
      `INSERT INTO news (${COLUMNS.join(', ')}) VALUES ${rows.join(', ')}`,
      params,
    );
  }
}

async function measure(url, headers = {}) {
  const first = await fetch(url, { headers });
  const body = await first.text();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    status: first.status,
    bytes: Buffer.byteLength(body),
    body,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result['5xx'],
  };
}

async function main() {
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'fuelcard-content-scale-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const apiEnv = {
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    MFA_REQUIRED: 'off',
    SEED_DEMO: 'false',
    JWT_SECRET,
  };
  let db;
  if (ENGINE === 'postgresql') {
    const server = await startPostgres({ durable: false });
    cleanups.push(() => server.stop());
    const admin = new pg.Client({ connectionString: server.superuserUrl() });
    await admin.connect();
    await admin.query(`CREATE ROLE fuelcard LOGIN CREATEROLE PASSWORD 'fuelcard-bench-password'`);
    await admin.query('CREATE DATABASE fuelcard OWNER fuelcard');
    await admin.end();
    apiEnv.DATABASE_URL = `postgres://fuelcard:fuelcard-bench-password@127.0.0.1:${server.port}/fuelcard`;
    db = {
      engine: 'postgresql',
      pool: new pg.Pool({ connectionString: server.superuserUrl('fuelcard'), max: 2 }),
    };
    cleanups.push(() => db.pool.end());
  }
  start('api', 'apps/api', apiEnv);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${apiUrl}/api/health`);
  if (ENGINE === 'sqlite') {
    const Database = createRequire(join(root, 'apps/api/package.json'))('better-sqlite3');
    const sqlite = new Database(join(dataDir, 'site.db'));
    sqlite.pragma('busy_timeout = 10000');
    db = { engine: 'sqlite', sqlite };
    cleanups.push(() => sqlite.close());
  }
  start('site', 'apps/public-site', { PORT: String(sitePort), API_URL: apiUrl });
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  await waitFor(`${siteUrl}/healthz`);
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  const bearer = { authorization: `Bearer ${token}` };

  const runs = [];
  let filled = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await fill(db, filled, size);
    filled = size;
    console.log(
      `\n${size} items (${ENGINE}; filled in ${Math.round(performance.now() - started)} ms)`,
    );
    const list = await (await fetch(`${apiUrl}/api/news?limit=4`)).json();
    const newest = list.items[0];
    const rows = {
      '/': await measure(`${siteUrl}/`),
      '/news': await measure(`${siteUrl}/news`),
      '/news last page': await measure(`${siteUrl}/news?page=${Math.max(list.pages, 1)}`),
      '/news/{slug}': await measure(`${siteUrl}/news/${newest.slug}`),
      '/sitemap.xml': await measure(`${siteUrl}/sitemap.xml`),
      '/sitemap-news-1.xml': await measure(`${siteUrl}/sitemap-news-1.xml`),
      '/news/rss.xml': await measure(`${siteUrl}/news/rss.xml`),
      '/news/atom.xml': await measure(`${siteUrl}/news/atom.xml`),
      'console list, page 1': await measure(`${apiUrl}/api/admin/news/search?limit=25`, bearer),
      'console search': await measure(
        `${apiUrl}/api/admin/news/search?q=${encodeURIComponent('архива номер 7')}&limit=25`,
        bearer,
      ),
    };
    for (const [name, row] of Object.entries(rows))
      console.log(
        `  ${name.padEnd(22)} ${String(row.status).padEnd(4)} ${String(row.bytes).padStart(9)} B  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms${row.errors ? `  ${row.errors} errors` : ''}`,
      );
    runs.push({ size, rows });
  }

  const base = runs[0];
  const checks = [];
  const check = (name, met, value) => {
    checks.push({ name, met, value });
    console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${name}: ${value}`);
  };
  console.log(`\nTargets (against ${base.size} items of the same run):`);
  const pages = ['/', '/news', '/news last page', '/news/{slug}'];
  for (const run of runs.slice(1)) {
    for (const name of pages) {
      const row = run.rows[name];
      const was = base.rows[name];
      check(
        `${name} at ${run.size}: HTML ≤ +10 %`,
        row.bytes <= was.bytes * 1.1,
        `${row.bytes} B vs ${was.bytes} B`,
      );
      check(
        `${name} at ${run.size}: p99 ≤ 2×`,
        row.p99 <= Math.max(2 * was.p99, was.p99 + 5),
        `${row.p99} ms vs ${was.p99} ms`,
      );
    }
    for (const name of Object.keys(run.rows))
      check(
        `${name} at ${run.size}: no errors`,
        run.rows[name].errors === 0 && run.rows[name].status < 500,
        `${run.rows[name].errors} errors, status ${run.rows[name].status}`,
      );
    const consoleList = run.rows['console list, page 1'];
    check(
      `console list at ${run.size}: ≤ 60 KB`,
      consoleList.bytes <= 60 * 1024,
      `${consoleList.bytes} B`,
    );
    for (const feed of ['/news/rss.xml', '/news/atom.xml']) {
      const items = (run.rows[feed].body.match(/<item>|<entry>/g) ?? []).length;
      check(`${feed} at ${run.size}: ≤ 50 items`, items <= 50, `${items} items`);
    }
    const urls = (run.rows['/sitemap-news-1.xml'].body.match(/<url>/g) ?? []).length;
    check(`news sitemap file at ${run.size}: ≤ 10,000 URLs`, urls <= 10_000, `${urls} URLs`);
  }

  const strip = (rows) =>
    Object.fromEntries(Object.entries(rows).map(([name, { body: _, ...row }]) => [name, row]));
  writeFileSync(
    join(root, 'bench', 'content-scale-results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), engine: ENGINE, duration: DURATION, connections: CONNECTIONS, runs: runs.map((run) => ({ size: run.size, rows: strip(run.rows) })), checks }, null, 2)}\n`,
  );
  await stopAll();
  const missed = checks.filter((entry) => !entry.met).length;
  console.log(missed === 0 ? '\nEvery target met.' : `\n${missed} targets NOT MET.`);
  process.exitCode = missed === 0 ? 0 : 1;
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
