// node --test: the pictures of docs/editors.md exist, are small, and are the ones
// scripts/docs-screenshots.mjs makes from `pnpm screenshots:console`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from './repo-root.js';

test("docs/editors.md's pictures are there, made by docs-screenshots.mjs, at most 250 kB each", () => {
  const guide = readFileSync(join(REPO_ROOT, 'docs', 'editors.md'), 'utf8');
  const shown = [...guide.matchAll(/!\[[^\]]+\]\(editors\/([\w-]+\.png)\)/g)].map((m) => m[1]);
  const files = readdirSync(join(REPO_ROOT, 'docs', 'editors')).filter((name) =>
    name.endsWith('.png'),
  );
  assert.ok(shown.length >= 5, 'the guide shows the console');
  assert.deepEqual(
    [...new Set(shown)].sort(),
    files.sort(),
    'every picture shown exists, and every one is shown',
  );
  const script = readFileSync(join(REPO_ROOT, 'scripts', 'docs-screenshots.mjs'), 'utf8');
  for (const file of files) {
    assert.ok(
      script.includes(`${JSON.stringify(file.replace(/\.png$/, '')).replace(/"/g, "'")}`) ||
        script.includes(`  ${file.replace(/\.png$/, '')}:`),
      `${file} is made by docs-screenshots.mjs`,
    );
    assert.ok(
      statSync(join(REPO_ROOT, 'docs', 'editors', file)).size <= 250 * 1024,
      `${file} is small`,
    );
  }
});
