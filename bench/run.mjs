#!/usr/bin/env node
/**
 * `pnpm bench` (issue 8): figures of the production builds on loopback, each next to a reference
 * measured in the same run, printed as a table and written to bench/results.json.
 *   API: GET /api/admin/news (public, 50 news) and GET /api/admin/secure vs a bare Fastify hello-world
 *   Site: server-rendered /, /news, /contacts vs the same HTML bytes as static files of the same server;
 *     the cached /news with Accept-Encoding: br vs without; what no cache can hold (issue 23) — a
 *     news address of no item, searches for a random word, for words people look for and for
 *     random parts of the site's phrases — each as its cost next to a cached news page (target ≤ 5×)
 *   Bundles: JS/CSS gzip per public route (apps/public-site/scripts/measure-bundles.mjs)
 *   Lighthouse (mobile): /, /news, /contacts, /clients — the four category scores of the median of
 *     LIGHTHOUSE_RUNS runs (default 3) on a page requested once before
 *   Scale: 1,000 news and 10 administrators: /news server render time (render cache off), then
 *   the API and site loads again
 * Needs `pnpm build` first. BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 100),
 * BENCH_SKIP=load,lighthouse,scale to leave sections out (load: the API and site load rows). Loads both cores: run it on a quiet machine.
 * LIGHTHOUSE_PATHS=/,/news to measure only some pages; LIGHTHOUSE_REPORTS=<dir> keeps every run's
 * JSON report there (lighthouse-<page>-<run>.json), to read its long tasks and main-thread figures.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { checkBudgets, measureRoutes } from '../apps/public-site/scripts/measure-bundles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 5100);
/** Lighthouse runs per page; the median run is reported (LIGHTHOUSE_RUNS, default 3). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const LIGHTHOUSE_PATHS = (process.env.LIGHTHOUSE_PATHS ?? '/,/news,/contacts,/clients')
  .split(',')
  .filter(Boolean);
const LIGHTHOUSE_REPORTS = process.env.LIGHTHOUSE_REPORTS;
const ADMIN = { username: 'bench-superadmin', password: 'Granite-harbour-bench-7' };
const children = new Set();
const results = {
  date: new Date().toISOString(),
  duration: DURATION,
  connections: CONNECTIONS,
  api: [],
  site: [],
  bundles: null,
  lighthouse: [],
  scale: null,
};

function start(name, command, args, cwd, env) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on(
    'data',
    (chunk) => process.env.BENCH_VERBOSE && process.stderr.write(`[${name}] ${chunk}`),
  );
  children.add(child);
  return child;
}
async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  children.delete(child);
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
async function waitFor(url, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
/** Loads a URL; with `path`, each request asks for the address it returns (random addresses). */
async function load(url, headers = {}, path = null) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    ...(path ? { requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }] } : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    // 4xx/5xx answers (a 304 is a success here: the revalidation row expects it; the unknown
    // news row expects 404s and counts them apart).
    non2xx: result['4xx'] + result['5xx'],
    notFound: result.statusCodeStats?.['404']?.count ?? 0,
    total: result.requests.total,
  };
}

/** CPU time (user + system, ms) a process has used so far (Linux: /proc/<pid>/stat, 100 ticks a second). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A load row with the CPU time the site process spent per request (robust to a busy machine). */
async function loadWithCpu(pid, url, path = null) {
  const before = cpuMs(pid);
  const row = await load(url, {}, path);
  return { ...row, cpuMsPerRequest: +((cpuMs(pid) - before) / Math.max(1, row.total)).toFixed(3) };
}

async function startApi(port, dataDir) {
  const api = start('api', 'node', ['dist/server.js'], join(root, 'apps/api'), {
    NODE_ENV: 'production',
    MFA_REQUIRED: 'off',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_ORIGIN: `http://localhost:${port + 2}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
  });
  await waitFor(`http://localhost:${port}/api/health`);
  return api;
}
async function seed(apiUrl, news, admins) {
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let i = 0; i < news; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const response = await fetch(`${apiUrl}/api/admin/news`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        slug: `bench-news-${i}`,
        priority: ['A', 'B'][i % 2],
        dates: { date: `2025-0${(i % 9) + 1}-${day}`, startDate: '', expireDate: '' },
        titles: { ru: `Новость номер ${i} для замера`, en: `News item ${i} for the benchmark` },
        descriptions: {
          ru: `<p>Текст новости ${i}. ${'Содержание новости. '.repeat(20)}</p>`,
          en: `<p>Text ${i}. ${'News content. '.repeat(20)}</p>`,
        },
      }),
    });
    if (response.status !== 201)
      throw new Error(`news ${i}: ${response.status} ${await response.text()}`);
  }
  for (let i = 0; i < admins; i += 1) {
    await fetch(`${apiUrl}/api/admin/admins`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ username: `bench-admin-${i}`, password: 'bench-admin-password-1' }),
    });
  }
  return token;
}
const pct = (value, reference) => `${Math.round((value / reference) * 100)}%`;

async function benchApi(apiPort, token, rows, newsCount) {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: PORT_BASE + 9, host: '127.0.0.1' });
  const reference = await load(`http://127.0.0.1:${PORT_BASE + 9}/`);
  await hello.close();
  rows.push({ name: 'fastify hello-world (reference)', ...reference });
  // As every real client asks (browsers, fetch): with Accept-Encoding.
  const newsUrl = `http://localhost:${apiPort}/api/admin/news`;
  const news = await load(newsUrl, { 'accept-encoding': 'gzip, deflate, br' });
  rows.push({
    name: `GET /api/admin/news (${newsCount} news, public)`,
    ...news,
    ofReference: pct(news.rps, reference.rps),
  });
  // The public site's check of its render cache: a revalidation answered 304.
  const etag = (await fetch(newsUrl)).headers.get('etag');
  const revalidated = await load(newsUrl, { 'if-none-match': etag });
  rows.push({
    name: '  same, revalidated (If-None-Match → 304)',
    ...revalidated,
    ofReference: pct(revalidated.rps, reference.rps),
  });
  const secure = await load(`http://localhost:${apiPort}/api/admin/secure`, {
    authorization: `Bearer ${token}`,
  });
  rows.push({
    name: 'GET /api/admin/secure',
    ...secure,
    ofReference: pct(secure.rps, reference.rps),
  });
}

const PAGES = [
  ['/', 'home'],
  ['/news', 'news'],
  ['/contacts', 'contacts'],
];

const randomWord = () => Math.random().toString(36).slice(2, 10);
/** Words and parts of words people look for, with their language: each lists pages (`а`: 42). */
const MATCHING = [
  ['карт', 'ru'],
  ['договор', 'ru'],
  ['азс', 'ru'],
  ['топлив', 'ru'],
  ['тариф', 'ru'],
  ['смоленск', 'ru'],
  ['а', 'ru'],
  ['card', 'en'],
  ['fuel', 'en'],
  ['contract', 'en'],
];
/** Phrases of the site's texts: a random part of one (3–7 characters) lists a few pages. */
const PHRASES = [
  ['Получение электронной карточки', 'ru'],
  ['Договор с оператором платежной системы', 'ru'],
  ['Прейскуранты и тарифы', 'ru'],
  ['Работа с личным кабинетом', 'ru'],
  ['Голосовая справочная служба', 'ru'],
  ['Смоленский филиал', 'ru'],
  ['Self-service checkout', 'en'],
  ['Getting an electronic card', 'en'],
  ['Price lists and tariffs', 'en'],
  ['Voice reference service', 'en'],
];
function randomPart() {
  const [phrase, lang] = PHRASES[Math.floor(Math.random() * PHRASES.length)];
  const length = 3 + Math.floor(Math.random() * 5);
  const start = Math.floor(Math.random() * (phrase.length - length + 1));
  return `/search?q=${encodeURIComponent(phrase.slice(start, start + length))}&lang=${lang}`;
}
/**
 * Addresses no cache can hold (issue 23), each next to a cached news page in the same run: a news
 * address of no item, a search for a random word (no page matches), for words people look for
 * (pages listed, highlighted; the broad ones are kept) and for random parts of the site's phrases
 * (a few pages each, never the same query twice). The cost of each is given twice — throughput (cached req/s
 * over its req/s) and the site process's CPU time per request (over the cached page's), which a
 * busy machine disturbs far less. Target: at most 5× the cached page, by CPU time.
 */
const UNCACHEABLE = [
  ['/news/<random slug> (no such item: 404)', () => `/news/${randomWord()}`],
  ['/search?q=<random word> (no match)', () => `/search?q=${randomWord()}`],
  [
    '/search?q=<words people look for> (pages listed)',
    () => {
      const [word, lang] = MATCHING[Math.floor(Math.random() * MATCHING.length)];
      return `/search?q=${encodeURIComponent(word)}&lang=${lang}`;
    },
  ],
  ['/search?q=<random part of a site phrase> (pages listed)', randomPart],
];
const times = (value, reference) => `${(value / Math.max(0.001, reference)).toFixed(1)}×`;

async function benchUncacheable(siteUrl, pid, rows) {
  const item = `${siteUrl}/news/bench-news-7`;
  await fetch(item).then((answer) => answer.arrayBuffer());
  const reference = await loadWithCpu(pid, item);
  rows.push({
    name: '/news/bench-news-7 from the cache (reference)',
    ...reference,
    cpu: `${reference.cpuMsPerRequest} ms`,
  });
  for (const [name, path] of UNCACHEABLE) {
    const row = await loadWithCpu(pid, siteUrl, path);
    rows.push({
      name,
      ...row,
      ofReference: pct(row.rps, reference.rps),
      cpu: `${row.cpuMsPerRequest} ms`,
      cost: `${times(reference.rps, row.rps)} / ${times(row.cpuMsPerRequest, reference.cpuMsPerRequest)}`,
      costByCpu: row.cpuMsPerRequest / reference.cpuMsPerRequest,
    });
  }
}

async function benchSite(apiUrl, rows) {
  const siteDir = join(root, 'apps/public-site');
  const staticDir = join(siteDir, 'build/client/__bench');
  const env = {
    NODE_ENV: 'production',
    PORT: String(PORT_BASE + 3),
    API_URL: apiUrl,
    HOST: 'localhost',
  };
  const siteUrl = `http://localhost:${PORT_BASE + 3}`;
  let site = start('site', 'node', ['dist/server.js'], siteDir, env);
  await waitFor(`${siteUrl}/healthz`);
  mkdirSync(staticDir, { recursive: true });
  for (const [path, name] of PAGES)
    writeFileSync(join(staticDir, `${name}.html`), await (await fetch(`${siteUrl}${path}`)).text());
  await stop(site);
  // Restarted, so that @fastify/static knows the copies (it lists files at start).
  site = start('site', 'node', ['dist/server.js'], siteDir, env);
  await waitFor(`${siteUrl}/healthz`);
  try {
    for (const [path, name] of PAGES) {
      const reference = await load(`${siteUrl}/__bench/${name}.html`);
      const rendered = await load(`${siteUrl}${path}`);
      rows.push({
        name: `${path} rendered (render cache on)`,
        ...rendered,
        ofReference: pct(rendered.rps, reference.rps),
      });
      rows.push({ name: `${path} same bytes, static file (reference)`, ...reference });
      if (path === '/news') {
        // Every browser asks for a coding: the cached page's brotli copy is kept with it.
        const br = await load(`${siteUrl}${path}`, { 'accept-encoding': 'br' });
        rows.push({
          name: `${path} from the cache, Accept-Encoding: br (vs identity)`,
          ...br,
          ofReference: pct(br.rps, rendered.rps),
        });
      }
    }
    await benchUncacheable(siteUrl, site.pid, rows);
  } finally {
    await stop(site);
    rmSync(staticDir, { recursive: true, force: true });
  }
}

function benchBundles() {
  const rows = measureRoutes(join(root, 'apps/public-site/build/client'));
  results.bundles = {
    routes: rows.map(({ route, js, css }) => ({
      route,
      jsKb: +(js / 1000).toFixed(1),
      cssKb: +(css / 1000).toFixed(1),
    })),
    failures: checkBudgets(rows),
  };
}

/**
 * The features Lighthouse's launcher (chrome-launcher) turns off, but for RenderDocument: Chrome
 * has it on for every visitor, and with it off Chromium 156 headless presents its first frame
 * only on a one-second tick at random (first paint at 0.3, 1.2 or 2.2 s on the same page, even
 * on a page without scripts), a delay no visitor sees that Lighthouse's simulation then charges
 * with every script (docs/decisions/public-site-0012-lighthouse-render-document.md). Chrome takes
 * the last --disable-features it is given, so this list replaces the launcher's.
 */
async function lighthouseDisabledFeatures() {
  // From Lighthouse's own folder (pnpm links it): chrome-launcher is its dependency, not ours.
  const fromLighthouse = createRequire(
    realpathSync(join(root, 'node_modules/lighthouse/package.json')),
  );
  const { Launcher } = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
  const flag = Launcher.defaultFlags().find((value) => value.startsWith('--disable-features='));
  const features = flag ? flag.slice('--disable-features='.length).split(',') : [];
  return `--disable-features=${features.filter((name) => name !== 'RenderDocument').join(',')}`;
}

/** The lighthouse CLI (mobile preset by default) on the system Chromium; its JSON report on stdout. */
async function runLighthouse(url) {
  const bin = join(root, 'node_modules/.bin/lighthouse');
  const disabledFeatures = await lighthouseDisabledFeatures();
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin,
      [
        url,
        '--output=json',
        '--quiet',
        `--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage ${disabledFeatures}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`lighthouse exited with ${code}`)),
    );
  });
}

async function benchLighthouse(apiUrl) {
  const siteDir = join(root, 'apps/public-site');
  const site = start('site', 'node', ['dist/server.js'], siteDir, {
    NODE_ENV: 'production',
    PORT: String(PORT_BASE + 4),
    API_URL: apiUrl,
  });
  const siteUrl = `http://localhost:${PORT_BASE + 4}`;
  await waitFor(`${siteUrl}/healthz`);
  try {
    for (const path of LIGHTHOUSE_PATHS) {
      // A visitor meets a page the server has rendered before: one request first, so that the
      // figure is the page's and not the first render's after a start.
      await fetch(`${siteUrl}${path}`).then((answer) => answer.arrayBuffer());
      // Lighthouse varies from run to run; its authors advise the median of several runs.
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const report = await runLighthouse(`${siteUrl}${path}`);
        runs.push(report);
        if (LIGHTHOUSE_REPORTS) {
          mkdirSync(LIGHTHOUSE_REPORTS, { recursive: true });
          const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
          writeFileSync(
            join(LIGHTHOUSE_REPORTS, `lighthouse-${name}-${run + 1}.json`),
            JSON.stringify(report),
          );
        }
      }
      const perf = (report) => report.categories.performance?.score ?? 0;
      const lhr = runs.sort((a, b) => perf(a) - perf(b))[Math.floor(runs.length / 2)];
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.lighthouse.push({
        path,
        runs: runs.map((report) => Math.round(perf(report) * 100)),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        // The metrics behind the performance score (ms; CLS unitless).
        metrics: Object.fromEntries(
          [
            ['fcp', 'first-contentful-paint'],
            ['lcp', 'largest-contentful-paint'],
            ['tbt', 'total-blocking-time'],
            ['cls', 'cumulative-layout-shift'],
            ['si', 'speed-index'],
          ].map(([name, id]) => [
            name,
            Math.round((lhr.audits[id]?.numericValue ?? 0) * 1000) / 1000,
          ]),
        ),
      });
    }
  } finally {
    await stop(site);
  }
}

async function benchScale() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuelcard-bench-scale-'));
  const port = PORT_BASE + 5;
  const api = await startApi(port, dataDir);
  const apiUrl = `http://localhost:${port}`;
  const site = start('site', 'node', ['dist/server.js'], join(root, 'apps/public-site'), {
    NODE_ENV: 'production',
    PORT: String(PORT_BASE + 6),
    API_URL: apiUrl,
    RENDER_CACHE: 'off',
  });
  try {
    const token = await seed(apiUrl, 1000, 10);
    const siteUrl = `http://localhost:${PORT_BASE + 6}`;
    await waitFor(`${siteUrl}/healthz`);
    const times = [];
    for (let i = 0; i < 40; i += 1) {
      const started = performance.now();
      await (await fetch(`${siteUrl}/news`)).text();
      if (i >= 5) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q) => +times[Math.floor(q * (times.length - 1))].toFixed(1);
    results.scale = {
      news: 1000,
      administrators: 10,
      newsRenderMs: { p50: at(0.5), p90: at(0.9), max: at(1) },
      api: [],
      site: [],
    };
    await stop(site);
    await benchApi(port, token, results.scale.api, 1000);
    await benchSite(apiUrl, results.scale.site);
  } finally {
    await stop(site);
    await stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print() {
  const line = (cells) =>
    console.log(
      cells.map((cell, i) => String(cell ?? '').padEnd([50, 8, 8, 7, 8, 12][i] ?? 10)).join(' '),
    );
  console.log(
    `\n${'='.repeat(80)}\nBench ${results.date} — autocannon ${CONNECTIONS} connections, ${DURATION} s each\n`,
  );
  line(['load', 'req/s', 'p99 ms', 'errors', 'of ref', 'CPU/request', 'cost (req/s / CPU)']);
  const errors = (row) => row.errors + row.non2xx - (row.name.includes('404') ? row.notFound : 0);
  for (const row of [...results.api, ...results.site])
    line([
      row.name,
      row.rps,
      row.p99,
      errors(row),
      row.ofReference ?? '',
      row.cpu ?? '',
      row.cost ?? '',
    ]);
  if (results.bundles) {
    console.log('\nbundles (gzip kB)');
    for (const row of results.bundles.routes.filter((r) =>
      [
        'routes/home',
        'routes/news',
        'routes/contacts',
        'routes/clients',
        'routes/news-detail',
      ].includes(r.route),
    ))
      line([row.route, `JS ${row.jsKb}`, `CSS ${row.cssKb}`]);
    console.log(
      `budgets: ${results.bundles.failures.length === 0 ? 'hold' : results.bundles.failures.join('; ')}`,
    );
  }
  if (results.lighthouse.length) {
    console.log('\nlighthouse (mobile)');
    for (const row of results.lighthouse)
      row.skipped
        ? console.log(`skipped: ${row.skipped}`)
        : line([
            row.path,
            `perf ${row.performance}`,
            `a11y ${row.accessibility}`,
            `bp ${row.bestPractices}`,
            `seo ${row.seo}`,
            `FCP ${Math.round(row.metrics.fcp)} LCP ${Math.round(row.metrics.lcp)} TBT ${Math.round(row.metrics.tbt)} CLS ${row.metrics.cls} SI ${Math.round(row.metrics.si)}`,
            `runs ${row.runs.join('/')}`,
          ]);
  }
  if (results.scale) {
    console.log(
      `\nscale: ${results.scale.news} news, ${results.scale.administrators} administrators`,
    );
    console.log(
      `/news server render (cache off): p50 ${results.scale.newsRenderMs.p50} ms, p90 ${results.scale.newsRenderMs.p90} ms`,
    );
    for (const row of [...results.scale.api, ...results.scale.site])
      line([
        row.name,
        row.rps,
        row.p99,
        errors(row),
        row.ofReference ?? '',
        row.cpu ?? '',
        row.cost ?? '',
      ]);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'fuelcard-bench-'));
const api = await startApi(PORT_BASE + 1, dataDir);
try {
  const token = await seed(`http://localhost:${PORT_BASE + 1}`, 50, 0);
  if (!SKIP.has('load')) {
    await benchApi(PORT_BASE + 1, token, results.api, 50);
    await benchSite(`http://localhost:${PORT_BASE + 1}`, results.site);
  }
  benchBundles();
  if (!SKIP.has('lighthouse')) await benchLighthouse(`http://localhost:${PORT_BASE + 1}`);
} finally {
  await stop(api);
  rmSync(dataDir, { recursive: true, force: true });
}
if (!SKIP.has('scale')) await benchScale();
/** The targets, each checked against this run's figures. */
function checkTargets() {
  const targets = [];
  const target = (name, ok, figure) => targets.push({ name, ok, figure });
  const ratio = (row) => (row ? Number.parseInt(row.ofReference, 10) : Number.NaN);
  const apiRows = (rows, count) => {
    const news = rows.find((row) => row.name.startsWith('GET /api/admin/news'));
    target(
      `API news list (${count} news) ≥ 60% of hello-world`,
      ratio(news) >= 60,
      news?.ofReference,
    );
    target(`API news list (${count} news) p99 < 20 ms`, news?.p99 < 20, `${news?.p99} ms`);
  };
  const siteRows = (rows, label) => {
    for (const row of rows.filter((r) => r.name.includes('rendered')))
      target(
        `${row.name.split(' ')[0]} ${label}≥ 70% of static`,
        ratio(row) >= 70,
        row.ofReference,
      );
    for (const row of rows.filter((r) => r.costByCpu !== undefined))
      target(
        `${row.name.split(' (')[0]} ${label}≤ 5× the cost of a cached page (CPU per request)`,
        row.costByCpu <= 5 && row.errors === 0,
        `${row.costByCpu.toFixed(1)}× CPU, ${row.cost.split(' / ')[0]} by req/s (${row.rps} req/s, p99 ${row.p99} ms)`,
      );
    const br = rows.find((r) => r.name.includes('Accept-Encoding: br'));
    if (br)
      target(
        `cached /news ${label}with Accept-Encoding: br ≥ 80% of identity`,
        ratio(br) >= 80,
        br.ofReference,
      );
  };
  if (results.api.length) apiRows(results.api, 50);
  siteRows(results.site, '');
  for (const row of results.lighthouse)
    target(
      `Lighthouse ${row.path}: performance ≥ 98, a11y, best practices, SEO 100`,
      row.performance >= 98 &&
        row.accessibility === 100 &&
        row.bestPractices === 100 &&
        row.seo === 100,
      `${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}`,
    );
  if (results.bundles)
    target(
      'bundle budgets',
      results.bundles.failures.length === 0,
      results.bundles.failures.join('; ') || 'hold',
    );
  if (results.scale) {
    target(
      '/news server render at 1,000 news < 50 ms (p50)',
      results.scale.newsRenderMs.p50 < 50,
      `p50 ${results.scale.newsRenderMs.p50} ms, p90 ${results.scale.newsRenderMs.p90} ms`,
    );
    apiRows(results.scale.api, 1000);
    siteRows(results.scale.site, 'at 1,000 news ');
  }
  return targets;
}

results.targets = checkTargets();
writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
print();
console.log('\ntargets');
for (const { name, ok, figure } of results.targets)
  console.log(`${ok ? 'met    ' : 'NOT MET'} ${name}: ${figure}`);
