// Prints the gzip size of the JS and CSS each public route loads before interaction: the client
// entry, the route manifest, and the modules and styles of the root, the page boundary and the page.
// Sizes in kB of 1000 bytes, as Vite prints them. Run after `pnpm build`: node scripts/measure-bundles.mjs [--json]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const client = fileURLToPath(new URL('../build/client', import.meta.url));
const manifestFile = readdirSync(join(client, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error('No build/client/assets/manifest-*.js: run pnpm build first.');
const manifestSource = readFileSync(join(client, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf('{'), manifestSource.lastIndexOf('}') + 1));

const gzip = (path) => gzipSync(readFileSync(join(client, path.replace(/#$/, '')))).length;

/** The route ids from the root down to a route. */
function chain(id) {
  const ids = [];
  for (let current = id; current; current = manifest.routes[current]?.parentId) ids.unshift(current);
  return ids;
}

export function routeWeight(id) {
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
}

const pages = Object.values(manifest.routes).filter((route) => route.hasDefaultExport && route.id !== 'root' && route.id !== 'routes/page-boundary');
const rows = pages.map((route) => routeWeight(route.id));
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const row of rows) console.log(`${row.route.padEnd(28)} JS ${kb(row.js).padStart(9)}   CSS ${kb(row.css).padStart(8)}`);
}
