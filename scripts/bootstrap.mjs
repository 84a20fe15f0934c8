#!/usr/bin/env node
/**
 * `npm start` and `npm test` on a machine with only Node.js:
 * brings the pinned pnpm (into .tools/ when it is not on PATH), installs the workspace,
 * then builds and serves everything (start) or runs every check (test).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const toolsBin = join(root, '.tools', 'node_modules', '.bin');

const env = {
  ...process.env,
  PATH: [toolsBin, process.env.PATH].join(delimiter),
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
};
// node-gyp (better-sqlite3) builds against the headers Node ships with, when they are installed.
if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(command, args) {
  const status = run(command, args);
  if (status !== 0) process.exit(status);
}

function pnpmAvailable() {
  const result = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === pnpmVersion;
}

if (!pnpmAvailable()) {
  console.log(`Installing pnpm ${pnpmVersion} into .tools/ …`);
  must('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', join(root, '.tools'), `pnpm@${pnpmVersion}`]);
  if (!pnpmAvailable()) {
    console.error(`pnpm ${pnpmVersion} could not be made available.`);
    process.exit(1);
  }
}

must('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);

const [command] = process.argv.slice(2);
if (command === 'start') {
  // Before the build: a wrong or taken port is said at once, not after minutes of building.
  const { portsInUse, PortsError, servePorts } = await import('./serve-ports.mjs');
  try {
    const busy = await portsInUse(servePorts(process.env));
    if (busy.length > 0) {
      console.error(
        `npm start cannot start: something already listens on ${busy.join(', ')}. Stop it, or ` +
          'choose other ports, e.g. SITE_PORT=4000 API_PORT=4001 CONSOLE_PORT=4002 npm start',
      );
      process.exit(1);
    }
  } catch (error) {
    if (!(error instanceof PortsError)) throw error;
    console.error(`npm start cannot start:\n${error.message}`);
    process.exit(1);
  }
  must('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=new-only']);
  process.exit(run('node', [join(root, 'scripts', 'serve-all.mjs')]));
} else if (command === 'test') {
  must('pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', 'build', 'build-storybook', '--concurrency=2', '--output-logs=new-only']);
  must('pnpm', ['exec', 'turbo', 'run', 'e2e', '--output-logs=full']);
  console.log('\nAll checks passed: lint, type check, unit, API, component and browser tests.');
} else {
  console.error('Usage: node scripts/bootstrap.mjs <start|test>');
  process.exit(2);
}
