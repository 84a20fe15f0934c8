#!/usr/bin/env node
/**
 * `pnpm bench:cluster` (issue 13): the product on several machines, proven on one. It starts a
 * PostgreSQL server, two API instances, two public-site instances, the console and nginx (from
 * Debian's packages, installed when missing) as the load balancer with deploy/nginx's example
 * configuration, then:
 *   1. 60 s of mixed load (public pages, the public news list, signed-in reads, news writes) while
 *      it SIGKILLs one API and one site instance and restarts them, then restarts the others one
 *      by one with SIGTERM: failed idempotent requests, acknowledged writes lost;
 *   2. how soon a news item written through one API instance shows on the other and on both
 *      sites' pages (p99 over 20 writes);
 *   3. five failed logins spread over both instances throttle that username and IP on both; a
 *      token revoked on one is refused by the other; one SQL Explorer audit sequence;
 *   4. throughput of one API instance vs two behind nginx, and of SQLite vs PostgreSQL for the
 *      public list and a write.
 * Prints a table with met / NOT MET per target and writes bench/cluster-results.json. Needs the
 * production builds (`pnpm build`). Loads both cores: run it on a quiet machine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNginx, startPostgres } from '@fuelcard/test-servers';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOAD_SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const ADMIN = { username: 'bench-superadmin', password: 'Granite-harbour-bench-7' };
const JWT_SECRET = 'cluster-bench-secret-that-is-long-enough-0123456789';
const APP_ROLE = { name: 'fuelcard', password: 'fuelcard-cluster-password' };
const verbose = Boolean(process.env.BENCH_VERBOSE);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const results = {
  date: new Date().toISOString(),
  loadSeconds: LOAD_SECONDS,
  checks: [],
  throughput: [],
};
const children = new Set();
const cleanups = [];

function check(name, target, value, met) {
  results.checks.push({ name, target, value, met });
  console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${name}: ${value} (target ${target})`);
}

/** A production server as a child process; `restart()` starts it again with the same settings. */
function server(name, cwd, script, env) {
  const proc = {
    name,
    child: undefined,
    start() {
      const child = spawn('node', [script], {
        cwd,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          MFA_REQUIRED: 'off',
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', verbose ? 'inherit' : 'ignore', verbose ? 'inherit' : 'ignore'],
      });
      children.add(child);
      child.once('exit', () => children.delete(child));
      proc.child = child;
      return proc;
    },
    exited() {
      const child = proc.child;
      return child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => child.once('exit', resolve));
    },
    async kill(signal) {
      proc.child.kill(signal);
      await proc.exited();
    },
  };
  return proc.start();
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
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

const json = (body) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });
const newsItem = (slug, title = `Запись ${slug}`) => ({
  slug,
  priority: 'A',
  dates: { date: '2026-01-01', startDate: '', expireDate: '' },
  titles: { ru: title, en: `${title} (en)` },
  descriptions: { ru: `<p>${title}. ${'Текст новости. '.repeat(10)}</p>`, en: '' },
});

async function login(baseUrl, headers = {}) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`login at ${baseUrl}: ${response.status}`);
  return (await response.json()).token;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  // --- PostgreSQL, the API's role and database -------------------------------------------------
  const postgres = await startPostgres({ durable: true });
  cleanups.push(() => postgres.stop());
  const admin = new pg.Client({ connectionString: postgres.superuserUrl() });
  await admin.connect();
  await admin.query(
    `CREATE ROLE ${APP_ROLE.name} LOGIN CREATEROLE PASSWORD '${APP_ROLE.password}'`,
  );
  await admin.query(`CREATE DATABASE fuelcard OWNER ${APP_ROLE.name}`);
  await admin.end();
  const databaseUrl = `postgres://${APP_ROLE.name}:${APP_ROLE.password}@127.0.0.1:${postgres.port}/fuelcard`;
  const db = new pg.Client({ connectionString: postgres.superuserUrl('fuelcard') });

  // --- ports and processes ------------------------------------------------------------------
  const port = {
    api1: await freePort(),
    api2: await freePort(),
    site1: await freePort(),
    site2: await freePort(),
    console: await freePort(),
    lb: await freePort(),
    lbConsole: await freePort(),
  };
  const lbUrl = `http://127.0.0.1:${port.lb}`;
  const consoleUrl = `http://127.0.0.1:${port.lbConsole}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'fuelcard-cluster-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const apiEnv = (p) => ({
    PORT: String(p),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'loopback',
    ADMIN_ORIGIN: consoleUrl,
    DRAIN_MIN_MS: '1000',
  });
  const siteEnv = (p) => ({
    PORT: String(p),
    HOST: '127.0.0.1',
    API_URL: lbUrl,
    SITE_URL: lbUrl,
    TRUST_PROXY: 'loopback',
    DRAIN_MIN_MS: '1000',
  });
  const apiDir = join(root, 'apps/api');
  const siteDir = join(root, 'apps/public-site');
  const api1 = server('api1', apiDir, 'dist/server.js', apiEnv(port.api1));
  await waitFor(`http://127.0.0.1:${port.api1}/api/health`);
  const api2 = server('api2', apiDir, 'dist/server.js', apiEnv(port.api2));
  const site1 = server('site1', siteDir, 'dist/server.js', siteEnv(port.site1));
  const site2 = server('site2', siteDir, 'dist/server.js', siteEnv(port.site2));
  const consoleScript = ['build/serve.mjs', 'scripts/serve.mjs'].find((path) => {
    try {
      readFileSync(join(root, 'apps/admin', path));
      return true;
    } catch {
      return false;
    }
  });
  server('console', join(root, 'apps/admin'), consoleScript, {
    PORT: String(port.console),
    HOST: '127.0.0.1',
    PUBLIC_API_URL: consoleUrl,
    PUBLIC_SITE_URL: lbUrl,
  });

  const template = readFileSync(join(root, 'deploy/nginx/fuelcard.conf.template'), 'utf8');
  /** deploy/nginx's example with this run's addresses; one API instance = both lines on it. */
  const nginxConfig = ([first, second = first]) =>
    Object.entries({
      API_1: `127.0.0.1:${first}`,
      API_2: `127.0.0.1:${second}`,
      SITE_1: `127.0.0.1:${port.site1}`,
      SITE_2: `127.0.0.1:${port.site2}`,
      CONSOLE_1: `127.0.0.1:${port.console}`,
      SITE_LISTEN: `127.0.0.1:${port.lb}`,
      CONSOLE_LISTEN: `127.0.0.1:${port.lbConsole}`,
      SITE_NAME: 'localhost',
      CONSOLE_NAME: 'localhost',
    }).reduce((text, [name, value]) => text.replaceAll(`\${${name}}`, value), template);
  const nginx = await startNginx(nginxConfig([port.api1, port.api2]), { port: port.lb });
  cleanups.push(() => nginx.stop());
  for (const url of [
    `http://127.0.0.1:${port.api2}/api/health`,
    `http://127.0.0.1:${port.site1}/healthz`,
    `http://127.0.0.1:${port.site2}/healthz`,
    `${lbUrl}/healthz`,
    `${consoleUrl}/administrator`,
  ])
    await waitFor(url);
  await db.connect();
  const token = await login(lbUrl);
  const auth = { authorization: `Bearer ${token}` };
  const { id: pageNewsId } = await (
    await fetch(`${lbUrl}/api/admin/news`, {
      method: 'POST',
      headers: { ...auth, ...json({}) },
      body: JSON.stringify(newsItem('cluster-page')),
    })
  ).json();

  // --- 1. mixed load while instances die and restart ----------------------------------------
  console.log(
    `\n1. ${LOAD_SECONDS} s of mixed load through nginx while instances are killed and restarted`,
  );
  const tally = {
    idempotent: 0,
    idempotentFailed: 0,
    failures: {},
    writes: 0,
    acknowledged: [],
    writeFailed: 0,
  };
  let running = true;
  const pages = ['/', '/news', '/contacts', '/about', '/news/cluster-page', '/clients?lang=en'];
  let etag;
  let counter = 0;
  async function one() {
    const roll = Math.random();
    if (roll < 0.1) {
      const slug = `load-${process.pid}-${(counter += 1)}`;
      tally.writes += 1;
      try {
        const response = await fetch(`${lbUrl}/api/admin/news`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(newsItem(slug)),
        });
        if (response.status === 201) tally.acknowledged.push(slug);
        else tally.writeFailed += 1;
        await response.arrayBuffer();
      } catch {
        tally.writeFailed += 1;
      }
      return;
    }
    let url;
    let headers = {};
    if (roll < 0.55) url = `${lbUrl}${pages[Math.floor(Math.random() * pages.length)]}`;
    else if (roll < 0.8) {
      url = `${lbUrl}/api/admin/news`;
      if (etag && Math.random() < 0.5) headers = { 'if-none-match': etag };
    } else {
      url = `${lbUrl}${Math.random() < 0.5 ? '/api/admin/secure' : '/api/admin/news'}`;
      headers = auth;
    }
    tally.idempotent += 1;
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok && response.status !== 304) {
        tally.idempotentFailed += 1;
        tally.failures[`${response.status} ${new URL(url).pathname}`] =
          (tally.failures[`${response.status} ${new URL(url).pathname}`] ?? 0) + 1;
      } else if (url.endsWith('/api/admin/news') && !headers.authorization)
        etag = response.headers.get('etag') ?? etag;
    } catch (error) {
      tally.idempotentFailed += 1;
      const key = `${error.cause?.code ?? error.message} ${new URL(url).pathname}`;
      tally.failures[key] = (tally.failures[key] ?? 0) + 1;
    }
  }
  const users = Array.from({ length: 16 }, async () => {
    while (running) await one();
  });
  const at = (seconds) => sleep(seconds * 1000);
  const schedule = (async () => {
    const s = LOAD_SECONDS / 60;
    await at(10 * s);
    console.log('   SIGKILL api1 and site1');
    await Promise.all([api1.kill('SIGKILL'), site1.kill('SIGKILL')]);
    await at(4 * s);
    console.log('   restart api1 and site1');
    api1.start();
    site1.start();
    await Promise.all([
      waitFor(`http://127.0.0.1:${port.api1}/api/health`),
      waitFor(`http://127.0.0.1:${port.site1}/healthz`),
    ]);
    for (const [name, proc, health] of [
      ['api2', api2, `http://127.0.0.1:${port.api2}/api/health`],
      ['site2', site2, `http://127.0.0.1:${port.site2}/healthz`],
      ['api1', api1, `http://127.0.0.1:${port.api1}/api/health`],
      ['site1', site1, `http://127.0.0.1:${port.site1}/healthz`],
    ]) {
      await at(6 * s);
      console.log(`   SIGTERM ${name}, then restart`);
      await proc.kill('SIGTERM');
      proc.start();
      await waitFor(health);
    }
  })();
  await at(LOAD_SECONDS);
  await schedule;
  running = false;
  await Promise.all(users);
  const stored = new Set((await db.query('SELECT slug FROM news')).rows.map((row) => row.slug));
  const lost = tally.acknowledged.filter((slug) => !stored.has(slug));
  results.load = { ...tally, acknowledged: tally.acknowledged.length, lost: lost.length };
  console.log(
    `   ${tally.idempotent} idempotent requests, ${tally.writes} writes (${tally.acknowledged.length} acknowledged, ${tally.writeFailed} not)`,
  );
  if (Object.keys(tally.failures).length) {
    console.log('   failures:', tally.failures);
    const upstream = nginx
      .errorLog()
      .split('\n')
      .filter((line) => line.includes('upstream'));
    console.log(`   nginx logged ${upstream.length} upstream failures; the last ones:`);
    for (const line of upstream.slice(-12)) console.log(`     ${line.slice(0, 300)}`);
  }
  check('failed idempotent requests', '0', tally.idempotentFailed, tally.idempotentFailed === 0);
  check('acknowledged writes lost', '0', lost.length, lost.length === 0);

  // --- 2. a write through one instance, seen by the other and on both sites -----------------
  console.log('\n2. a write through api1: when does api2, and the page on each site, show it?');
  const freshToken = await login(`http://127.0.0.1:${port.api1}`);
  const delays = [];
  for (let i = 0; i < 20; i += 1) {
    const title = `Проверка ${i} ${Date.now()}`;
    const started = performance.now();
    const written = await fetch(`http://127.0.0.1:${port.api1}/api/admin/news/${pageNewsId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${freshToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(newsItem('cluster-page', title)),
    });
    if (!written.ok) throw new Error(`write: ${written.status}`);
    const seen = async (url) => {
      for (;;) {
        const body = await (await fetch(url)).text();
        if (body.includes(title) || body.includes(title.replace(/ /g, '&nbsp;')))
          return performance.now() - started;
        if (performance.now() - started > 10_000) return Number.POSITIVE_INFINITY;
        await sleep(10);
      }
    };
    const times = await Promise.all([
      seen(`http://127.0.0.1:${port.api2}/api/admin/news`),
      seen(`http://127.0.0.1:${port.site1}/news/cluster-page`),
      seen(`http://127.0.0.1:${port.site2}/news/cluster-page`),
    ]);
    delays.push(Math.max(...times));
    await sleep(100);
  }
  const p99 = Math.round(percentile(delays, 99));
  results.propagation = {
    samples: delays.map(Math.round),
    p50: Math.round(percentile(delays, 50)),
    p99,
  };
  check(
    'write on api1 shown by api2 and both sites (p99)',
    '≤ 1000 ms',
    `${p99} ms (p50 ${results.propagation.p50} ms)`,
    p99 <= 1000,
  );

  // --- 3. shared limits, revocation, audit ----------------------------------------------------
  console.log('\n3. state shared by both instances');
  const client = { 'x-forwarded-for': '203.0.113.77' };
  for (let i = 0; i < 5; i += 1) {
    const target = i % 2 ? port.api1 : port.api2;
    await fetch(`http://127.0.0.1:${target}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client },
      body: JSON.stringify({ username: ADMIN.username, password: `wrong-${i}` }),
    });
  }
  await sleep(200);
  const refused = await Promise.all(
    [port.api1, port.api2].map(
      async (target) =>
        (
          await fetch(`http://127.0.0.1:${target}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...client },
            body: JSON.stringify(ADMIN),
          })
        ).status,
    ),
  );
  check(
    'five failures over both throttle that username and IP on both',
    '429 on both',
    refused.join(' / '),
    refused.every((status) => status === 429),
  );

  const victim = `cluster-${Date.now()}`;
  const created = await fetch(`http://127.0.0.1:${port.api1}/api/admin/admins`, {
    method: 'POST',
    headers: { authorization: `Bearer ${freshToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username: victim, password: 'Harbour-lantern-cluster-1' }),
  });
  const { id: victimId } = await created.json();
  const victimToken = (
    await (
      await fetch(`http://127.0.0.1:${port.api2}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: victim, password: 'Harbour-lantern-cluster-1' }),
      })
    ).json()
  ).token;
  await fetch(`http://127.0.0.1:${port.api1}/api/admin/admins/${victimId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${freshToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username: victim, password: 'Another-lantern-cluster-2' }),
  });
  const revoked = (
    await fetch(`http://127.0.0.1:${port.api2}/api/admin/secure`, {
      headers: { authorization: `Bearer ${victimToken}` },
    })
  ).status;
  check(
    'a token revoked on api1 (password change) is refused by api2 at once',
    '401',
    revoked,
    revoked === 401,
  );

  for (let i = 0; i < 6; i += 1) {
    await fetch(`http://127.0.0.1:${i % 2 ? port.api1 : port.api2}/api/sql-explorer/execute`, {
      method: 'POST',
      headers: { authorization: `Bearer ${freshToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sql: `SELECT ${i} AS n` }),
    });
  }
  const audit = (
    await db.query(
      "SELECT id FROM sql_audit_log WHERE statement LIKE 'SELECT % AS n' ORDER BY executed_at, id",
    )
  ).rows.map((row) => Number(row.id));
  const ordered = audit.length === 6 && audit.every((id, i) => i === 0 || id > audit[i - 1]);
  check(
    'one SQL Explorer audit sequence across both',
    '6 entries, ids rising',
    `${audit.length} entries: ${audit.join(', ')}`,
    ordered,
  );

  // --- 4. throughput --------------------------------------------------------------------------
  console.log(`\n4. throughput (${THROUGHPUT_SECONDS} s each, 50 connections)`);
  const rate = async (label, options) => {
    const result = await autocannon({ connections: 50, duration: THROUGHPUT_SECONDS, ...options });
    const row = {
      label,
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result['5xx'],
    };
    results.throughput.push(row);
    console.log(`   ${label}: ${row.rps} req/s, p99 ${row.p99} ms, ${row.errors} errors`);
    return row;
  };
  const listHeaders = { 'accept-encoding': 'br' };
  await rate('public news list, two API instances behind nginx', {
    url: `${lbUrl}/api/admin/news`,
    headers: listHeaders,
  });
  await nginx.reload(nginxConfig([port.api1]));
  await rate('public news list, one API instance behind nginx', {
    url: `${lbUrl}/api/admin/news`,
    headers: listHeaders,
  });
  await nginx.reload(nginxConfig([port.api1, port.api2]));
  await rate('public news list, PostgreSQL instance direct', {
    url: `http://127.0.0.1:${port.api1}/api/admin/news`,
    headers: listHeaders,
  });
  const writeBody = JSON.stringify(newsItem('cluster-page', 'Нагрузка'));
  const writeOptions = (base, bearerToken) => ({
    url: `${base}/api/admin/news/${pageNewsId}`,
    method: 'PUT',
    headers: { authorization: `Bearer ${bearerToken}`, 'content-type': 'application/json' },
    body: writeBody,
    connections: 10,
  });
  await rate(
    'news write, PostgreSQL instance direct',
    writeOptions(`http://127.0.0.1:${port.api1}`, freshToken),
  );

  // The same API on SQLite, side by side.
  const sqliteDir = mkdtempSync(join(tmpdir(), 'fuelcard-cluster-sqlite-'));
  cleanups.push(() => rmSync(sqliteDir, { recursive: true, force: true }));
  const sqlitePort = await freePort();
  const sqliteApi = server('api-sqlite', apiDir, 'dist/server.js', {
    ...apiEnv(sqlitePort),
    DATABASE_URL: '',
    DATA_DIR: sqliteDir,
  });
  const sqliteUrl = `http://127.0.0.1:${sqlitePort}`;
  await waitFor(`${sqliteUrl}/api/health`);
  const sqliteToken = await login(sqliteUrl);
  const { id: sqliteNewsId } = await (
    await fetch(`${sqliteUrl}/api/admin/news`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sqliteToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(newsItem('cluster-page')),
    })
  ).json();
  await rate('public news list, SQLite instance direct', {
    url: `${sqliteUrl}/api/admin/news`,
    headers: listHeaders,
  });
  await rate('news write, SQLite instance direct', {
    ...writeOptions(sqliteUrl, sqliteToken),
    url: `${sqliteUrl}/api/admin/news/${sqliteNewsId}`,
  });
  await sqliteApi.kill('SIGTERM');

  await db.end();
  for (const proc of [api1, api2, site1, site2]) await proc.kill('SIGTERM');
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {}
  }
  writeFileSync(
    join(root, 'bench', 'cluster-results.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  const missed = results.checks.filter((row) => !row.met);
  console.log(
    `\n${results.checks.length - missed.length}/${results.checks.length} targets met; figures in bench/cluster-results.json`,
  );
  process.exitCode = missed.length > 0 || results.checks.length === 0 ? 1 : 0;
}
