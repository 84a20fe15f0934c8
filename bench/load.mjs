#!/usr/bin/env node
/**
 * Load rounds (issue 8): the public site and the API loaded together — LOAD_CONNECTIONS (default
 * 200) connections in total, 60% on the site, 40% on the API — for LOAD_DURATION seconds (default
 * 60), twice, after a warm-up (LOAD_WARMUP, default 10 s). Each round must finish with zero
 * errors (autocannon errors + timeouts + non-2xx), and the resident memory of each process after
 * round 2 may exceed the one after round 1 by at most 20%.
 * Run by bench/reliability.mjs (LOAD_DURATION=0 leaves it out), or alone: `node bench/load.mjs`.
 * Starts its own API (temporary database, 50 news) and site on BENCH_PORT_BASE + 30 and + 31.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { exited, login, newsItem, rssBytes, startApi, startSite, waitFor } from './processes.mjs';

const NEWS = 50;
const MAX_GROWTH = 0.2;
/**
 * Generous on purpose: the two cores are shared by the load generator, both servers and whatever
 * else runs on the machine, so under 200 connections a page can queue for seconds. What the check
 * is about is that no request fails or is dropped, not how fast it is answered (p99 is printed).
 */
const TIMEOUT_S = 30;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The request mixes: every page kind of the site (cached and rendered) and the API's public calls. */
function targets({ siteUrl, apiUrl, token, slug, connections }) {
  const site = Math.round(connections * 0.6);
  return [
    {
      name: 'site',
      url: siteUrl,
      connections: site,
      requests: [
        '/',
        '/news',
        '/contacts',
        `/news/${slug}`,
        '/clients',
        '/?lang=en', // each answer sets the language cookie (the cached page gets it per answer)
        '/news?lang=en',
        `/news/${slug}?lang=en`,
        '/contacts?lang=ru',
        '/robots.txt',
      ].map((path) => ({ method: 'GET', path })),
    },
    {
      name: 'api',
      url: apiUrl,
      connections: connections - site,
      // No rate-limited route (login, cookie consent) in the mix.
      requests: [
        { method: 'GET', path: '/api/admin/news' },
        { method: 'GET', path: '/api/health' },
        {
          method: 'GET',
          path: '/api/admin/secure',
          headers: { authorization: `Bearer ${token}` },
        },
      ],
    },
  ];
}

async function round(list, duration) {
  const results = await Promise.all(
    list.map((target) =>
      autocannon({
        url: target.url,
        connections: target.connections,
        duration,
        timeout: TIMEOUT_S,
        requests: target.requests,
      }),
    ),
  );
  return list.map((target, index) => {
    const result = results[index];
    return {
      name: target.name,
      connections: target.connections,
      rps: Math.round(result.requests.average),
      total: result.requests.total,
      p99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statuses: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
      ),
    };
  });
}

/**
 * Runs the rounds; `check(ok, message)` records each verdict. Returns the figures.
 * @param {{ portBase: number, check: (ok: boolean, message: string) => void,
 *   duration?: number, connections?: number, warmup?: number }} options
 */
export async function runLoadRounds({
  portBase,
  check,
  duration = Number(process.env.LOAD_DURATION ?? 60),
  connections = Number(process.env.LOAD_CONNECTIONS ?? 200),
  warmup = Number(process.env.LOAD_WARMUP ?? 10),
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuelcard-load-'));
  const apiUrl = `http://127.0.0.1:${portBase + 30}`;
  const siteUrl = `http://127.0.0.1:${portBase + 31}`;
  const api = startApi({ port: portBase + 30, dataDir });
  const site = startSite({ port: portBase + 31, apiUrl });
  const figures = { duration, connections, rounds: [] };
  try {
    await waitFor(`${apiUrl}/api/health`);
    await waitFor(`${siteUrl}/healthz`);
    const token = await login(apiUrl);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (let i = 0; i < NEWS; i += 1) {
      const day = String((i % 28) + 1).padStart(2, '0');
      const response = await fetch(`${apiUrl}/api/admin/news`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(
          newsItem(`load-${i}`, { date: `2025-0${(i % 9) + 1}-${day}`, title: `Новость ${i}` }),
        ),
      });
      if (response.status !== 201) throw new Error(`seeding news ${i}: ${response.status}`);
    }
    const list = targets({ siteUrl, apiUrl, token, slug: 'load-7', connections });
    console.log(
      `     load: ${NEWS} news; ${list.map((t) => `${t.name} ${t.connections} connections`).join(', ')}; warm-up ${warmup} s, then 2 × ${duration} s`,
    );

    const memory = () => ({ api: rssBytes(api.pid), site: rssBytes(site.pid) });
    await round(list, warmup);
    await sleep(1000);
    const rss = [memory()];
    console.log(`     RSS after warm-up: api ${mb(rss[0].api)}, site ${mb(rss[0].site)}`);

    for (const number of [1, 2]) {
      const results = await round(list, duration);
      await sleep(1000);
      rss.push(memory());
      figures.rounds.push({ results, rss: rss[number] });
      for (const r of results) {
        console.log(
          `     round ${number} ${r.name}: ${r.rps} req/s (${r.total} requests), p99 ${r.p99} ms, errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx} ${JSON.stringify(r.statuses)}`,
        );
        check(
          r.errors + r.timeouts + r.non2xx === 0,
          `load round ${number}, ${r.name}: zero errors (${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx of ${r.total})`,
        );
      }
      console.log(
        `     RSS after round ${number}: api ${mb(rss[number].api)}, site ${mb(rss[number].site)}`,
      );
    }
    for (const name of ['api', 'site']) {
      const growth = rss[2][name] / rss[1][name] - 1;
      figures[`${name}Growth`] = growth;
      check(
        growth <= MAX_GROWTH,
        `${name} memory after round 2 vs round 1: ${mb(rss[1][name])} → ${mb(rss[2][name])} (${(growth * 100).toFixed(1)}%, at most ${MAX_GROWTH * 100}%)`,
      );
    }
    figures.rss = rss;
    return figures;
  } finally {
    for (const child of [site, api]) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all([exited(site), exited(api)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failures = [];
  await runLoadRounds({
    portBase: Number(process.env.BENCH_PORT_BASE ?? 5100),
    check: (ok, message) => {
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
      if (!ok) failures.push(message);
    },
  });
  console.log(
    failures.length === 0 ? 'load: all checks passed' : `load: ${failures.length} failed`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}
