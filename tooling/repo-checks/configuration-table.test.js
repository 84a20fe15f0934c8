// node --test: the configuration table of docs/operators.md names every environment variable
// the apps and npm start read, and nothing that none of them reads.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from './repo-root.js';

/** Where each app reads its configuration (STYLE habit 3), with how a variable is named there. */
const SOURCES = [
  // The API's env.ts: text('X'), flag('X', …), integer('X', …), postgresUrl('X'), raw.X.
  [
    'apps/api/src/env.ts',
    /\b(?:text|flag|integer|postgresUrl)\('([A-Z][A-Z0-9_]+)'|\braw\.([A-Z][A-Z0-9_]+)/g,
  ],
  ['apps/public-site/server/env.ts', /\bsource\.([A-Z][A-Z0-9_]+)/g],
  ['packages/offices/src/external-links.ts', /'(LINK_[A-Z0-9_]+)'/g],
  ['apps/public-site/vite.config.ts', /process\.env\.([A-Z][A-Z0-9_]+)/g],
  ['apps/admin/scripts/serve.mjs', /process\.env\.([A-Z][A-Z0-9_]+)/g],
  ['scripts/serve-ports.mjs', /'([A-Z]+_PORT)'/g],
  ['scripts/serve-all.mjs', /process\.env\.([A-Z][A-Z0-9_]+)/g],
];
/** Read by the scripts but not configuration of the product. */
const NOT_CONFIGURATION = new Set(['PATH', 'INIT_CWD']);

function variablesRead() {
  const found = new Map();
  for (const [file, pattern] of SOURCES) {
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    for (const match of text.matchAll(pattern)) {
      const name = match[1] ?? match[2];
      if (!NOT_CONFIGURATION.has(name)) found.set(name, [...(found.get(name) ?? []), file]);
    }
  }
  return found;
}

function configurationTable() {
  const guide = readFileSync(join(REPO_ROOT, 'docs', 'operators.md'), 'utf8');
  const section = guide.split(/^## /m).find((part) => part.startsWith('Configuration\n'));
  assert.ok(section, 'docs/operators.md has a "Configuration" section');
  const names = new Set();
  for (const row of section.split('\n').filter((line) => line.startsWith('|'))) {
    const firstCell = row.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1]);
  }
  return names;
}

test('every environment variable the apps read is in the configuration table', () => {
  const read = variablesRead();
  assert.ok(read.size >= 30, `the sources still name their variables (found ${read.size})`);
  const table = configurationTable();
  const missing = [...read]
    .filter(([name]) => !table.has(name))
    .map(([name, files]) => {
      return `${name} (${[...new Set(files)].join(', ')})`;
    });
  assert.deepEqual(missing, [], "add these to docs/operators.md's configuration table");
});

test('the configuration table names no variable that nothing reads', () => {
  const read = variablesRead();
  assert.deepEqual(
    [...configurationTable()].filter((name) => !read.has(name)),
    [],
    'a variable in the table that no source reads',
  );
});
