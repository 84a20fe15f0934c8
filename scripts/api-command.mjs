#!/usr/bin/env node
/**
 * `pnpm backup` and `pnpm restore <file>`: runs one of the API's operator commands
 * (apps/api/src/scripts/<name>.ts) from the checkout's sources with the API's own TypeScript
 * loader, in the directory the command was typed in (so relative paths and DATA_DIR mean what
 * the operator meant), passing its arguments, environment and exit code through.
 * A deployed API (apps/api/dist) runs the same commands as `node dist/<name>.js`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const api = join(root, 'apps', 'api');
const [name, ...args] = process.argv.slice(2);
const script = join(api, 'src', 'scripts', `${name}.ts`);
if (!name || !/^[a-z-]+$/.test(name) || !existsSync(script)) {
  console.error(`Usage: node scripts/api-command.mjs <backup|restore> [arguments]`);
  process.exit(2);
}

let loader;
try {
  const tsxPackage = createRequire(join(api, 'package.json')).resolve('tsx/package.json');
  loader = pathToFileURL(join(dirname(tsxPackage), 'dist', 'loader.mjs')).href;
} catch {
  console.error('The dependencies are not installed: run pnpm install (or npm start) first.');
  process.exit(1);
}

const result = spawnSync(process.execPath, ['--import', loader, script, ...args], {
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdio: 'inherit',
});
if (result.error) {
  console.error(result.error.message);
  process.exit(1);
}
process.exit(result.status ?? 1);
