#!/usr/bin/env node
/**
 * The repository's own scripts (scripts/, bench/) are plain ES modules that no build or type
 * check reads: this parses each one (`node --check`), so that one a merge broke fails `npm test`
 * rather than the operator who next runs it. Run by the e2e package's lint.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const failures = [];
let checked = 0;
for (const folder of ['scripts', 'bench']) {
  for (const name of readdirSync(join(root, folder)).filter((file) => /\.(mjs|js)$/.test(file))) {
    checked += 1;
    try {
      execFileSync(process.execPath, ['--check', join(root, folder, name)], { stdio: 'pipe' });
    } catch (error) {
      failures.push(`${folder}/${name}:\n${String(error.stderr ?? error.message)}`);
    }
  }
}
for (const failure of failures) console.error(failure);
console.log(`scripts: ${checked - failures.length} of ${checked} parse`);
process.exit(failures.length === 0 ? 0 : 1);
