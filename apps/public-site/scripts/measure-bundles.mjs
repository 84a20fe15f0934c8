#!/usr/bin/env node
// Prints the gzip size of the JS and CSS each public route loads before interaction: the client
// entry, the route manifest, and the modules and styles of the root, the page boundary and the page.
// Sizes in kB of 1000 bytes, as Vite prints them. Run after `pnpm build`:
//   node scripts/measure-bundles.mjs [--json] [--check]
// --check enforces the budgets of issue 8 (exit 1 on a breach; `pnpm build` runs it):
// home JS ≤ 140 kB gzip, every other route's JS ≤ home + 10 kB, every route's CSS ≤ 25 kB.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGETS = { homeJsKb: 140, extraRouteJsKb: 10, cssKb: 25, homeRoute: 'routes/home' };

const defaultClientDir = () => fileURLToPath(new URL('../build/client', import.meta.url));

/** Reads React Router's client manifest (build/client/assets/manifest-*.js). */
export function readManifest(client) {
  const manifestFile = readdirSync(join(client, 'assets')).find((name) =>
    /^manifest-.*\.js$/.test(name),
  );
  if (!manifestFile) throw new Error(`No ${client}/assets/manifest-*.js: run pnpm build first.`);
  const source = readFileSync(join(client, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  return { manifest, manifestFile };
}

/** The JS and CSS gzip bytes of every page route (not the root nor the page boundary). */
export function measureRoutes(client = defaultClientDir()) {
  const { manifest, manifestFile } = readManifest(client);
  const gzip = (path) =>
    gzipSync(readFileSync(join(client, path.replace(/^\//, '').replace(/#$/, '')))).length;
  const chain = (id) => {
    const ids = [];
    for (let current = id; current; current = manifest.routes[current]?.parentId)
      ids.unshift(current);
    return ids;
  };
  const routeWeight = (id) => {
    const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set(manifest.entry.css ?? []);
    for (const routeId of chain(id)) {
      const route = manifest.routes[routeId];
      if (route.module) js.add(route.module);
      for (const path of route.imports ?? []) js.add(path);
      for (const path of route.css ?? []) css.add(path);
    }
    const jsBytes = [...js].reduce((sum, path) => sum + gzip(path), gzip(`assets/${manifestFile}`));
    const cssBytes = [...css].reduce((sum, path) => sum + gzip(path), 0);
    return { route: id, js: jsBytes, css: cssBytes, files: [...js, ...css] };
  };
  return Object.values(manifest.routes)
    .filter(
      (route) =>
        route.hasDefaultExport && route.id !== 'root' && route.id !== 'routes/page-boundary',
    )
    .map((route) => routeWeight(route.id));
}

/** The budget breaches of measured rows, as sentences; empty when every budget holds. */
export function checkBudgets(rows, budgets = BUDGETS) {
  const failures = [];
  const kb = (bytes) => bytes / 1000;
  const home = rows.find((row) => row.route === budgets.homeRoute);
  if (!home) return [`no ${budgets.homeRoute} route in the manifest`];
  if (kb(home.js) > budgets.homeJsKb)
    failures.push(
      `${home.route} loads ${kb(home.js).toFixed(1)} kB JS gzip, over ${budgets.homeJsKb} kB`,
    );
  const routeLimit = kb(home.js) + budgets.extraRouteJsKb;
  for (const row of rows) {
    if (row !== home && kb(row.js) > routeLimit)
      failures.push(
        `${row.route} loads ${kb(row.js).toFixed(1)} kB JS gzip, over home + ${budgets.extraRouteJsKb} kB (${routeLimit.toFixed(1)} kB)`,
      );
    if (kb(row.css) > budgets.cssKb)
      failures.push(
        `${row.route} loads ${kb(row.css).toFixed(1)} kB CSS gzip, over ${budgets.cssKb} kB`,
      );
  }
  return failures;
}

function main(argv) {
  const rows = measureRoutes();
  if (argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
    for (const row of rows)
      console.log(
        `${row.route.padEnd(28)} JS ${kb(row.js).padStart(9)}   CSS ${kb(row.css).padStart(8)}`,
      );
  }
  if (argv.includes('--check')) {
    const failures = checkBudgets(rows);
    for (const failure of failures) console.error(`bundle budget: ${failure}`);
    if (failures.length > 0) process.exit(1);
    console.log(
      `bundle budgets hold: home JS ≤ ${BUDGETS.homeJsKb} kB, routes ≤ home + ${BUDGETS.extraRouteJsKb} kB, CSS ≤ ${BUDGETS.cssKb} kB (gzip)`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main(process.argv.slice(2));
