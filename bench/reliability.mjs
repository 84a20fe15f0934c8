#!/usr/bin/env node
/**
 * `pnpm bench:reliability` (issue 8, faults and load): on the production builds, with temporary
 * databases.
 * 1. A stream of news writes while the API is killed with SIGKILL: after a restart every
 *    acknowledged write is there and `PRAGMA integrity_check` says ok.
 * 2. The public site keeps serving /news (fallback news) while the API is down, and shows the
 *    real news again when the API returns, without a restart.
 * 3. Load rounds (bench/load.mjs): site and API together, LOAD_CONNECTIONS (200) connections,
 *    2 × LOAD_DURATION (60) s: zero errors, memory after round 2 ≤ 120% of after round 1.
 *    LOAD_DURATION=0 leaves them out.
 * 4. SIGTERM drains the site: /news requests in flight all answer 200, /healthz turns 503 while
 *    draining, requests sent during the drain are served, exit code 0.
 * 5. The same for the API with its news list and /api/health.
 * Before 3: /api/health p99 while five editors save hostile descriptions, and the site in front of
 * an API that hangs (bench/hostile.mjs).
 * Prints what it checked; exits 1 on a failure. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthWhileHostileSaves, siteWithHungApi } from './hostile.mjs';
import { runLoadRounds } from './load.mjs';
import { exited, login, newsItem, root, startApi, startSite, waitFor } from './processes.mjs';

const Database = createRequire(join(root, 'apps/api/package.json'))('better-sqlite3');
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 5100);
const PORT = PORT_BASE + 20;
const LOAD = Number(process.env.LOAD_DURATION ?? 60) > 0;
const dataDir = mkdtempSync(join(tmpdir(), 'fuelcard-reliability-'));
const apiUrl = `http://localhost:${PORT}`;
const siteUrl = `http://localhost:${PORT + 1}`;
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};
const news = (slug) => newsItem(slug);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET's status and `Connection` header once its body is read, or the network error's code. */
const outcome = (url, headers = {}) =>
  fetch(url, { headers }).then(
    async (response) => {
      await response.text();
      return `${response.status}${response.headers.get('connection') === 'close' ? '/close' : ''}`;
    },
    (error) => error.cause?.code ?? 'error',
  );

/**
 * SIGTERM while `count` requests are in flight (sent together; the signal follows the first
 * answer). While the server drains: its health check turns 503, and requests sent then are still
 * served. Every request must be answered 200 — the server keeps listening while it drains, so
 * none may be refused or reset — those answered after the drain began with `Connection: close`;
 * the process exits 0, and afterwards connections are refused.
 */
async function drainCheck({ name, child, url, healthUrl, headers, count = 20 }) {
  const inFlight = Array.from({ length: count }, () => outcome(url, headers));
  await Promise.race(inFlight);
  child.kill('SIGTERM');
  // The health check turns 503 within a second (the server reads the signal between requests).
  const health = [];
  for (let until = Date.now() + 1000; Date.now() < until;) {
    health.push(await outcome(healthUrl));
    if (health.at(-1) === '503/close') break;
  }
  const during = await Promise.all(Array.from({ length: 5 }, () => outcome(url, headers)));
  const statuses = await Promise.all(inFlight);
  const code = await exited(child);
  check(
    statuses.every((status) => status.startsWith('200')),
    `${name}: requests in flight at SIGTERM all answered 200: ${statuses.filter((s) => s.startsWith('200')).length}/${count} (${statuses.join(' ')})`,
  );
  check(
    health.at(-1) === '503/close' && health.every((s) => s === '200' || s === '503/close'),
    `${name}: the health check answers 503 while draining (${health.join(' ')})`,
  );
  check(
    during.every((status) => status === '200/close'),
    `${name}: requests sent while draining are served with Connection: close (${during.join(' ')})`,
  );
  check(code === 0, `${name}: exits cleanly after SIGTERM (code ${code})`);
  const after = await outcome(healthUrl);
  check(after === 'ECONNREFUSED', `${name}: refuses connections once closed (${after})`);
}

let api = startApi({ port: PORT, dataDir });
const site = startSite({ port: PORT + 1, apiUrl });
try {
  await waitFor(`${apiUrl}/api/health`);
  await waitFor(`${siteUrl}/healthz`);
  const auth = {
    authorization: `Bearer ${await login(apiUrl)}`,
    'content-type': 'application/json',
  };

  // 1. SIGKILL during a stream of writes (four writers).
  const acknowledged = [];
  let counter = 0;
  let writing = true;
  const writer = async () => {
    while (writing) {
      const slug = `fault-${(counter += 1)}`;
      try {
        const response = await fetch(`${apiUrl}/api/admin/news`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify(news(slug)),
        });
        if (response.status === 201) acknowledged.push(slug);
      } catch {
        return;
      }
    }
  };
  const writers = [writer(), writer(), writer(), writer()];
  await new Promise((resolve) => setTimeout(resolve, 1500));
  api.kill('SIGKILL');
  await exited(api);
  writing = false;
  await Promise.all(writers);
  console.log(`     ${acknowledged.length} writes acknowledged before SIGKILL`);

  // 2. The site while the API is down.
  const down = await fetch(`${siteUrl}/news?lang=ru`);
  check(down.status === 200, `/news answers ${down.status} while the API is down (fallback news)`);

  api = startApi({ port: PORT, dataDir });
  await waitFor(`${apiUrl}/api/health`);
  const stored = new Set(
    Object.values(await (await fetch(`${apiUrl}/api/admin/news`, { headers: auth })).json()).map(
      (item) => item.slug,
    ),
  );
  const lost = acknowledged.filter((slug) => !stored.has(slug));
  check(
    lost.length === 0,
    `every acknowledged write is there after the restart (${acknowledged.length} acknowledged, ${lost.length} lost)`,
  );
  const db = new Database(join(dataDir, 'site.db'), { readonly: true });
  const integrity = db.pragma('integrity_check', { simple: true });
  db.close();
  check(integrity === 'ok', `PRAGMA integrity_check: ${integrity}`);

  // The site checks a failed API again once a second: the real news within a few seconds.
  let up = '';
  for (let until = Date.now() + 5000; Date.now() < until && !up.includes('Запись fault-');) {
    up = await (await fetch(`${siteUrl}/news?lang=ru`)).text();
    if (!up.includes('Запись fault-')) await sleep(250);
  }
  check(
    up.includes('Запись fault-'),
    '/news shows the real news again after the API returns, without a site restart',
  );

  // Issue 12's figures: health under hostile saves, and the site in front of a hung API.
  await healthWhileHostileSaves({ apiUrl, auth, check });
  await siteWithHungApi({ port: PORT + 2, check });

  // 3. Load rounds, on a site and an API of their own.
  if (LOAD) await runLoadRounds({ portBase: PORT_BASE, check });
  else console.log('     load rounds left out (LOAD_DURATION=0)');

  // 4. and 5. SIGTERM drains: the site first (its pages need the API), then the API.
  await drainCheck({
    name: 'site',
    child: site,
    url: `${siteUrl}/news?lang=ru`,
    healthUrl: `${siteUrl}/healthz`,
  });
  await drainCheck({
    name: 'API',
    child: api,
    url: `${apiUrl}/api/admin/news`,
    healthUrl: `${apiUrl}/api/health`,
    headers: auth,
  });
} finally {
  for (const child of [site, api]) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all([exited(site), exited(api)]);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  failures.length === 0
    ? 'reliability: all checks passed'
    : `reliability: ${failures.length} failed`,
);
process.exit(failures.length === 0 ? 0 : 1);
