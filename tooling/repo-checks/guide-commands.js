/**
 * Every command the guides give (README.md, docs/operators.md, docs/editors.md,
 * docs/developers.md) in a code block or in their text, with what runs it in CI — a test or script (`runBy`: the file and a piece
 * of it that shows the command run) — or why nothing can (`reason`). guide-commands.test.js
 * checks that each command of the guides' code blocks is here, that each entry is still given by
 * a guide, and that each file named still holds its evidence.
 */

const npmTest = { file: '.ci/run', evidence: 'npm test' };
const turbo = (tasks) => ({ file: 'scripts/bootstrap.mjs', evidence: tasks });
const turboChecks = turbo(
  "'turbo', 'run', 'lint', 'typecheck', 'test', 'build', 'build-storybook'",
);
const serveAll = {
  file: 'e2e/tests/npm-start-ports.spec.ts',
  evidence: "'../scripts/serve-all.mjs'",
};
const pnpmBackup = { file: 'apps/api/test/backup-restore.test.ts', evidence: "pnpm(['backup']" };
const deployedCommands = (script) => ({
  file: 'e2e/tests/operator-commands-deployed.spec.ts',
  evidence: `node('${script}'`,
});
const systemd =
  'needs root on a machine whose PID 1 is systemd (CI runs in a container without it); the ' +
  'units themselves are checked by systemd-analyze verify in tooling/repo-checks/systemd-units.test.js';
const bench =
  'a bench: minutes of load on both cores, run by hand and not part of npm test; its script is ' +
  'parsed by scripts/check-scripts.mjs (the e2e package lint)';
const pictures =
  'takes pictures for people to look at (a minute of Chromium); not part of npm test — the ' +
  "journeys it walks are e2e's, the script is parsed by scripts/check-scripts.mjs and the guide's " +
  'pictures are checked by tooling/repo-checks/guide-pictures.test.js';
const watch = 'starts a watch-mode development server that runs until stopped: not run in CI';
const rewrites =
  'rewrites committed files of the public site from their sources, by hand after a source ' +
  'changes (running it in CI would change the checkout); the script is linted with the site';
const e2eApp = (command) => ({
  file: 'e2e/playwright.config.ts',
  evidence: `command: '${command}'`,
});
const pnpmRestore = {
  file: 'apps/api/test/backup-restore.test.ts',
  evidence: "pnpm(['restore', file]",
};
const pnpmRestoreForce = {
  file: 'apps/api/test/restore-refusals.test.ts',
  evidence: "pnpm(['restore', '--force'",
};
const repoChecks = { file: 'tooling/repo-checks/package.json', evidence: '"test": "node --test' };

export const GUIDE_COMMANDS = [
  // README.md
  { command: 'npm test', runBy: [npmTest] },
  {
    command: 'npm start',
    runBy: [
      { file: 'scripts/bootstrap.mjs', evidence: "join(root, 'scripts', 'serve-all.mjs')" },
      turbo("'turbo', 'run', 'build'"),
      serveAll,
    ],
  },
  {
    command: 'SITE_PORT=4000 API_PORT=4001 CONSOLE_PORT=4002 npm start',
    runBy: [
      { file: 'e2e/tests/npm-start-ports.spec.ts', evidence: 'SITE_PORT: String(ports.site)' },
      serveAll,
    ],
  },
  { command: 'pnpm backup', runBy: [pnpmBackup] },
  {
    command: 'pnpm restore backups/<file>',
    runBy: [pnpmRestore],
  },

  // docs/operators.md: install
  {
    command:
      'sudo useradd --system --home-dir /var/lib/fuelcard --shell /usr/sbin/nologin fuelcard',
    reason: systemd,
  },
  {
    command:
      'sudo install -d -o fuelcard -g fuelcard -m 0750 /var/lib/fuelcard /var/backups/fuelcard',
    reason: systemd,
  },
  {
    command: 'sudo git clone https://git.example.by/fuelcard/web.git /opt/fuelcard',
    reason:
      "fetches the product from the company's own repository, whose address is an example here",
  },
  {
    command: 'cd /opt/fuelcard && sudo pnpm install --frozen-lockfile && sudo pnpm build',
    runBy: [turbo("'install', '--frozen-lockfile'"), turboChecks],
  },
  { command: 'sudo install -d -m 0750 -g fuelcard /etc/fuelcard', reason: systemd },
  {
    command:
      'sudo install -m 0640 -g fuelcard deploy/systemd/api.env.example /etc/fuelcard/api.env',
    runBy: [
      { file: 'apps/api/test/deploy-settings.test.ts', evidence: 'deploy/systemd/api.env.example' },
    ],
  },
  {
    command:
      'sudo install -m 0640 -g fuelcard deploy/systemd/site.env.example /etc/fuelcard/site.env',
    reason: systemd,
  },
  {
    command:
      'sudo install -m 0640 -g fuelcard deploy/systemd/console.env.example /etc/fuelcard/console.env',
    reason: systemd,
  },
  {
    command:
      'sudo cp deploy/systemd/fuelcard-*.service deploy/systemd/fuelcard-backup.timer /etc/systemd/system/',
    reason: systemd,
  },
  { command: 'sudo systemctl daemon-reload', reason: systemd },
  {
    command:
      'sudo systemctl enable --now fuelcard-api fuelcard-site fuelcard-console fuelcard-backup.timer',
    reason: systemd,
  },
  { command: 'systemctl status fuelcard-api fuelcard-site fuelcard-console', reason: systemd },
  {
    command: 'curl -fsS http://127.0.0.1:3001/api/health',
    runBy: [{ file: 'e2e/tests/smoke.spec.ts', evidence: '/api/health' }],
  },
  {
    command: 'pnpm exec turbo run build --filter=@fuelcard/api',
    runBy: [turboChecks],
  },
  {
    command: 'pnpm --filter @fuelcard/api deploy --prod out/',
    reason:
      "copies the API's build with its production dependencies into out/ for another machine " +
      '(hundreds of MB); the build itself is made by npm test and run by the e2e journeys',
  },

  // docs/operators.md: backup, restore, upgrades
  {
    command: 'sha256sum -c backups/fuelcard-2026-11-27T03-15-00-000Z-sqlite.db.sha256',
    runBy: [{ file: 'apps/api/test/backup-restore.test.ts', evidence: "'sha256sum', ['-c'" }],
  },
  { command: 'systemctl list-timers fuelcard-backup.timer', reason: systemd },
  { command: 'journalctl -u fuelcard-backup', reason: systemd },
  {
    command: 'tail /var/backups/fuelcard/backup.log',
    runBy: [
      { file: 'apps/api/test/backup-files.test.ts', evidence: "join(backupDir, 'backup.log')" },
    ],
  },
  {
    command: 'pnpm restore backups/fuelcard-2026-11-27T03-15-00-000Z-sqlite.db',
    runBy: [{ file: 'apps/api/test/backup-restore.test.ts', evidence: "pnpm(['restore', file]" }],
  },
  {
    command: 'pnpm restore --force backups/fuelcard-2026-11-27T03-15-00-000Z-sqlite.db',
    runBy: [
      { file: 'apps/api/test/restore-refusals.test.ts', evidence: "pnpm(['restore', '--force'" },
    ],
  },
  {
    command: 'cd /opt/fuelcard/apps/api && node dist/backup.js',
    runBy: [deployedCommands('dist/backup.js')],
  },
  {
    command:
      'cd /opt/fuelcard/apps/api && node dist/restore.js /var/backups/fuelcard/fuelcard-2026-11-27T03-15-00-000Z-sqlite.db',
    runBy: [deployedCommands('dist/restore.js')],
  },
  { command: 'sudo systemctl stop fuelcard-site fuelcard-console fuelcard-api', reason: systemd },
  { command: 'sudo systemctl start fuelcard-api fuelcard-site fuelcard-console', reason: systemd },
  {
    command: 'pnpm --filter @fuelcard/api admin:reset-mfa <username>',
    runBy: [
      {
        file: 'apps/api/package.json',
        evidence: '"admin:reset-mfa": "tsx src/scripts/reset-mfa.ts"',
      },
      { file: 'apps/api/test/reset-mfa.test.ts', evidence: "'../src/scripts/reset-mfa.ts'" },
    ],
  },
  { command: 'node dist/reset-mfa.js <username>', runBy: [deployedCommands('dist/reset-mfa.js')] },

  // docs/developers.md
  { command: 'pnpm dev', reason: watch },
  { command: 'pnpm --filter @fuelcard/api dev', reason: watch },
  { command: 'pnpm --filter @fuelcard/public-site dev', reason: watch },
  { command: 'pnpm --filter @fuelcard/admin dev', reason: watch },
  { command: 'pnpm build', runBy: [turboChecks] },
  {
    command: 'pnpm --filter @fuelcard/api start',
    runBy: [{ file: 'e2e/playwright.config.ts', evidence: "command: 'node dist/server.js'" }],
  },
  { command: 'pnpm serve', runBy: [serveAll] },
  { command: 'pnpm lint', runBy: [turboChecks] },
  { command: 'pnpm typecheck', runBy: [turboChecks] },
  {
    command: 'pnpm --filter @fuelcard/api db:generate',
    reason:
      'writes new migrations after a schema change (drizzle-kit); the committed migrations are ' +
      'applied by every API test on both engines, and upgrades by upgrade-from-first-release.test.ts',
  },
  { command: 'pnpm --filter @fuelcard/ui storybook', reason: watch },
  { command: 'pnpm --filter @fuelcard/ui build-storybook', runBy: [turboChecks] },
  { command: 'pnpm screenshots', reason: pictures },
  { command: 'pnpm exec turbo run test --filter=@fuelcard/api...', runBy: [turboChecks] },
  {
    command: 'pnpm --filter @fuelcard/api test -- --project sqlite',
    runBy: [turboChecks, { file: 'apps/api/vitest.config.ts', evidence: "name: 'sqlite'" }],
  },
  {
    command: 'cd apps/api && npx vitest run --project postgresql test/backup-restore.test.ts',
    runBy: [turboChecks, { file: 'apps/api/vitest.config.ts', evidence: "name: 'postgresql'" }],
  },
  { command: 'pnpm test:e2e', runBy: [turbo("'turbo', 'run', 'e2e'")] },
  { command: 'pnpm --filter @fuelcard/repo-checks test', runBy: [turboChecks, repoChecks] },
  { command: 'pnpm screenshots:console', reason: pictures },
  { command: 'pnpm screenshots:console -- news', reason: pictures },
  { command: 'node scripts/docs-screenshots.mjs', reason: pictures },
  { command: 'pnpm bench', reason: bench },
  { command: 'pnpm bench:reliability', reason: bench },
  { command: 'pnpm bench:cluster', reason: bench },
  { command: 'pnpm bench:content-scale', reason: bench },
  { command: 'pnpm build && pnpm bench:content-scale', reason: bench },
  { command: 'pnpm bench:content-scale --engine postgresql', reason: bench },

  // Commands given in the guides' text (inline code) rather than in a code block
  {
    command: 'openssl rand -base64 48',
    reason:
      "prints a random secret with the system's openssl, for JWT_SECRET; what the API requires of " +
      'that secret (32 characters or more in production) is tested by apps/api/test/env.test.ts',
  },
  { command: 'journalctl -u fuelcard-api', reason: systemd },
  { command: 'sudo systemctl stop fuelcard-api', reason: systemd },
  { command: 'sudo systemctl start fuelcard-api', reason: systemd },
  {
    command: 'cd /opt/fuelcard && sudo git fetch --tags && sudo git checkout <release>',
    reason: "fetches a release from the company's repository",
  },
  {
    command:
      `cd /opt/fuelcard/apps/api && sudo -u fuelcard sh -c 'set -a && . /etc/fuelcard/api.env && ` +
      `DATA_DIR=/var/lib/fuelcard exec node dist/restore.js --force "$0"' ` +
      '/var/backups/fuelcard/fuelcard-2026-11-27T03-15-00-000Z-sqlite.db',
    reason:
      `${systemd}; the restore it runs (dist/restore.js in the deployed API) is run by ` +
      'e2e/tests/operator-commands-deployed.spec.ts',
  },
  { command: 'sudo systemctl start fuelcard-backup', reason: systemd },
  { command: 'node dist/server.js', runBy: [e2eApp('node dist/server.js')] },
  { command: 'node build/serve.mjs', runBy: [e2eApp('node build/serve.mjs')] },
  {
    command: 'node apps/admin/build/serve.mjs',
    runBy: [
      e2eApp('node build/serve.mjs'),
      { file: 'scripts/serve-all.mjs', evidence: "args: ['build/serve.mjs']" },
    ],
  },
  { command: 'node apps/public-site/scripts/make-sample-documents.mjs', reason: rewrites },
  { command: 'node apps/public-site/scripts/make-brand-images.mjs', reason: rewrites },
  { command: 'node dist/backup.js', runBy: [deployedCommands('dist/backup.js')] },
  { command: 'pnpm restore <file>', runBy: [pnpmRestore] },
  { command: 'pnpm restore …', runBy: [pnpmRestore] },
  { command: 'pnpm restore --force <file>', runBy: [pnpmRestoreForce] },
  { command: 'pnpm install', runBy: [turbo("'install', '--frozen-lockfile'")] },
  { command: 'node --test', runBy: [turboChecks, repoChecks] },
  { command: 'BENCH_SKIP=lighthouse,scale pnpm bench', reason: bench },
  { command: 'BENCH_SKIP=load,scale pnpm bench', reason: bench },
  { command: 'BENCH_SKIP=lighthouse BENCH_PORT_BASE=5600 pnpm bench', reason: bench },
  { command: 'pnpm build && pnpm bench:cluster', reason: bench },
];
