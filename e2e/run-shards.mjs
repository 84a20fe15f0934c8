#!/usr/bin/env node
/**
 * `pnpm e2e` (and `npm test`'s browser step): the journeys in E2E_SHARDS shards (default 2) run at
 * the same time, each a Playwright run of its own share of the test files against its own API,
 * site and console (their own ports: E2E_PORT_BASE + 100 per shard, default base 4300; their own
 * temporary database). The journeys mostly wait — for the browser, a debounce, a paused API —
 * so two shards take about half the time on two cores, and none can disturb the other's state
 * (accounts, settings, a SIGSTOPped API). The test files are dealt to the shards by their weight
 * (largest first, each to the lightest shard) so that the shards end about together: the seconds
 * a file took in a two-shard CI run (shard-seconds.json), or for a file not measured yet
 * SECONDS_PER_TEST a test (a test annotated `shard-weight` counting as that many tests). Each
 * sharded run writes what it measured to test-results/shard-seconds.json; copy that file over
 * shard-seconds.json when the files have changed much.
 * With arguments (`pnpm e2e tests/public-pages.spec.ts`, `-g …`) it is one plain Playwright run
 * with them; so is E2E_SHARDS=1.
 * Each shard's lines are prefixed with its number; the exit code is the first failing shard's.
 * At the end, each shard's failures and flaky tests (Playwright's closing report, capped) are
 * printed again, so that the tail of a CI log says what failed even when shards interleave.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
// A run narrowed by arguments (files, -g) is one plain run: it is short anyway.
const shards =
  args.length > 0 ? 1 : Math.max(1, Number.parseInt(process.env.E2E_SHARDS ?? '2', 10) || 1);
const base = Number.parseInt(process.env.E2E_PORT_BASE ?? '4300', 10);
const started = Date.now();
const here = new URL('.', import.meta.url);
/** A test file's measured seconds, by its name in tests/ (from a two-shard CI run). */
const measuredSeconds = JSON.parse(readFileSync(new URL('shard-seconds.json', here), 'utf8'));
/** About the mean of the measured tests: the weight of a test in a file not measured yet. */
const SECONDS_PER_TEST = 6;

/**
 * The test files (as anchored filters) of each shard, dealt by their weight: the file's measured
 * seconds, or SECONDS_PER_TEST for each of its tests (or what a test's `shard-weight` annotation
 * says: a journey that takes minutes, as the axe pass over every route).
 */
function dealFiles() {
  const listing = JSON.parse(
    execFileSync('npx', ['playwright', 'test', '--list', '--reporter=json'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
  const weights = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const annotation = test.annotations.find(({ type }) => type === 'shard-weight');
        const weight = annotation ? Number(annotation.description) || 1 : 1;
        weights.set(spec.file, (weights.get(spec.file) ?? 0) + weight);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of listing.suites) walk(suite);
  for (const [file, tests] of weights)
    weights.set(file, Math.round(measuredSeconds[file] ?? tests * SECONDS_PER_TEST));
  const loads = Array.from({ length: shards }, () => ({ weight: 0, files: [] }));
  for (const [file, weight] of [...weights].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  )) {
    const lightest = loads.reduce((min, load) => (load.weight < min.weight ? load : min));
    lightest.weight += weight;
    lightest.files.push(`/tests/${file.replaceAll('.', '\\.')}$`);
  }
  return loads;
}

const dealt = shards > 1 ? dealFiles() : null;
const running = new Set();
/** Each shard's closing report (failures, flaky tests, counts). */
const reports = new Map();
const REPORT_LINES = 80;

function runShard(index) {
  const load = dealt?.[index - 1];
  if (load && load.files.length === 0) return Promise.resolve(0);
  const shardArgs = load ? load.files : args;
  if (load)
    console.log(`[${index}/${shards}] ${load.files.length} files, about ${load.weight} s of tests`);
  const child = spawn('npx', ['playwright', 'test', ...shardArgs], {
    env: {
      ...process.env,
      E2E_PORT_BASE: String(base + (index - 1) * 100),
      // Each Playwright run makes its own temporary data directory.
      E2E_DATA_DIR: '',
      ...(shards > 1 ? { E2E_OUTPUT_DIR: `test-results/shard-${index}` } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  const prefix = shards > 1 ? `[${index}/${shards}] ` : '';
  const report = [];
  reports.set(index, report);
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on('line', (line) => {
      target.write(`${prefix}${line}\n`);
      measure(line);
      // Playwright's closing report starts with the first numbered failure ("  1) [chromium] › …")
      // or, when all passed, with the counts; only what follows is kept.
      if (report.length > 0 || /^\s+1\) \[/.test(line) || /^\s+\d+ (failed|flaky)\b/.test(line))
        report.push(line);
    });
  }
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
}

/** Seconds measured in this run per test file, from the list reporter's lines of passed tests. */
const measured = new Map();
function measure(line) {
  const match =
    /✓\s+\d+ \[[^\]]+\] › tests\/(\S+?):\d+:\d+ .*\((?:([\d.]+)m|([\d.]+)(m?s))\)\s*$/.exec(line);
  if (!match) return;
  const [, file, minutes, amount, unit] = match;
  const seconds = minutes ? Number(minutes) * 60 : Number(amount) / (unit === 'ms' ? 1000 : 1);
  measured.set(file, (measured.get(file) ?? 0) + seconds);
}

// Stopped (Ctrl+C, a CI timeout): each Playwright run is asked to stop, which stops its servers.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill('SIGINT');
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index + 1)));
const failed = codes.findIndex((code) => code !== 0);
if (shards > 1)
  for (const [index, report] of reports) {
    const text = report.join('\n');
    if (codes[index - 1] === 0 && !/\bflaky\b/.test(text)) continue;
    // The error details (capped), then the counts with the names of failed and flaky tests last.
    let counts = report.findIndex((line) =>
      /^\s+\d+ (failed|flaky|interrupted|passed)\b/.test(line),
    );
    if (counts === -1) counts = report.length;
    const details = report.slice(0, counts);
    const shown = [
      ...(details.length > REPORT_LINES ? [...details.slice(0, REPORT_LINES), '  …'] : details),
      ...report.slice(counts),
    ];
    console.log(
      `\n── shard ${index} of ${shards}: what failed or was flaky ──\n${shown.join('\n')}`,
    );
  }
if (shards > 1 && measured.size > 0) {
  const folder = new URL('test-results/', here);
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true });
  const table = Object.fromEntries(
    [...measured]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, s]) => [file, Math.round(s * 10) / 10]),
  );
  writeFileSync(new URL('shard-seconds.json', folder), `${JSON.stringify(table, null, 2)}\n`);
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  failed === -1
    ? `e2e: ${shards} shard(s) passed in ${seconds} s`
    : `e2e: shard ${failed + 1} of ${shards} failed (exit ${codes[failed]}) after ${seconds} s`,
);
process.exit(failed === -1 ? 0 : codes[failed]);
