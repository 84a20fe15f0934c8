// node --test: the README stays the newcomer's page (STYLE habit 14) — what the product is, the
// two commands first, the three addresses and the guides — and short; the rest is in the guides.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from './repo-root.js';

const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

test('the README is under 150 lines', () => {
  assert.ok(readme.split('\n').length < 150, `${readme.split('\n').length} lines`);
});

test('its first code block gives the two commands', () => {
  const first = /```sh\n([\s\S]*?)```/.exec(readme);
  assert.ok(first, 'a shell code block');
  assert.deepEqual(
    first[1]
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter(Boolean),
    ['npm start', 'npm test'],
  );
  assert.ok(readme.indexOf('```sh') < readme.indexOf('\n## '), 'before the first section');
});

test('it gives the three addresses and links to each guide', () => {
  for (const address of [
    'http://localhost:3000',
    'http://localhost:3001/api',
    'http://localhost:3002/administrator',
  ])
    assert.ok(readme.includes(address), address);
  for (const guide of ['docs/operators.md', 'docs/editors.md', 'docs/developers.md']) {
    assert.ok(readme.includes(`](${guide})`), guide);
    assert.ok(existsSync(join(REPO_ROOT, guide)), guide);
  }
});
