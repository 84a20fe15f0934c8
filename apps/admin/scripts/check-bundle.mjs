#!/usr/bin/env node
/**
 * The console's bundle budget (issue 8; 120 kB since issue 26 §9), checked after every build: the JavaScript that
 * index.html loads (entry script and module preloads) stays within FIRST_LOAD_BUDGET_KB gzip and
 * holds no Lexical code, and Lexical lives in the lazily loaded rich-text-editor chunk. No
 * TypeBox either (read from the source maps): the console takes method and path from the
 * contracts' plain call lists (apiCalls, moreCalls), never the schema-carrying route lists — one
 * import of those cost 17 kB.
 * Prints the figures; exits 1 when a rule is broken.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const FIRST_LOAD_BUDGET_KB = 120;
const LEXICAL_MARK = /data-lexical-editor|__lexicalEditor/;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = [
  ...html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g,
  ),
].map((m) => m[1]);
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1000;

const failures = [];
let total = 0;
for (const file of firstLoad) {
  const size = gzipKb(file);
  total += size;
  console.log(`first load  ${file.padEnd(44)} ${size.toFixed(1).padStart(7)} kB gzip`);
  if (LEXICAL_MARK.test(readFileSync(join(dist, file), 'utf8')))
    failures.push(`${file} is loaded first but holds Lexical code`);
}
console.log(
  `first load  ${'total'.padEnd(44)} ${total.toFixed(1).padStart(7)} kB gzip (budget ${FIRST_LOAD_BUDGET_KB} kB)`,
);
if (firstLoad.length === 0) failures.push('index.html loads no script');
let mapsRead = 0;
for (const file of firstLoad) {
  // Vite's preload helper and Rolldown's runtime (its CommonJS interop helpers, split into a chunk
  // of their own once several chunks share them) are generated code without a map; any other
  // chunk must have one to be checked.
  if (!existsSync(join(dist, `${file}.map`))) {
    if (!/\/(preload-helper|rolldown-runtime)-[^/]+\.js$/.test(file))
      failures.push(`${file} has no source map: cannot check it for TypeBox`);
    continue;
  }
  mapsRead += 1;
  const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
  const schemas = map.sources.filter((source) =>
    /@sinclair\/typebox|node_modules\/typebox\//.test(source),
  );
  if (schemas.length > 0)
    failures.push(
      `${file} is loaded first but holds TypeBox (${schemas.length} modules): take paths from apiCalls/moreCalls`,
    );
  // The date fields' calendar (react-day-picker with date-fns, about 23 kB gzip) loads when a
  // calendar is first opened (review s48b, finding 6), never with the console.
  const calendar = map.sources.filter((source) =>
    /node_modules\/(react-day-picker|date-fns|@date-fns)\//.test(source),
  );
  if (calendar.length > 0)
    failures.push(
      `${file} is loaded first but holds the calendar (${calendar.length} react-day-picker/date-fns modules): keep it lazy`,
    );
}
if (firstLoad.length > 0 && mapsRead === 0)
  failures.push('no source map of the first load was read (build.sourcemap off?)');
if (total > FIRST_LOAD_BUDGET_KB)
  failures.push(
    `first load is ${total.toFixed(1)} kB gzip, over the ${FIRST_LOAD_BUDGET_KB} kB budget`,
  );

const editorChunks = readdirSync(join(dist, 'assets')).filter((name) =>
  /^rich-text-editor-.*\.js$/.test(name),
);
for (const name of editorChunks) {
  const file = `assets/${name}`;
  console.log(`lazy editor ${file.padEnd(44)} ${gzipKb(file).toFixed(1).padStart(7)} kB gzip`);
  if (!LEXICAL_MARK.test(readFileSync(join(dist, file), 'utf8')))
    failures.push(`${file} does not hold the Lexical editor`);
  if (firstLoad.includes(file)) failures.push(`${file} is part of the first load`);
}
if (editorChunks.length !== 1)
  failures.push(`expected one lazy rich-text-editor chunk, found ${editorChunks.length}`);

for (const failure of failures) console.error(`bundle budget: ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
