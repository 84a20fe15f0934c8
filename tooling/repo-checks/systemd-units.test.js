// node --test: deploy/systemd's units — checked by systemd-analyze verify when it is available,
// and for the rules every unit keeps (user, restarts, environment file, hardening).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from './repo-root.js';

const UNITS = join(REPO_ROOT, 'deploy', 'systemd');
const files = readdirSync(UNITS).filter((name) => /\.(service|timer)$/.test(name));
const services = files.filter((name) => name.endsWith('.service'));
const apps = ['fuelcard-api.service', 'fuelcard-site.service', 'fuelcard-console.service'];

/** `Key=value` lines of a unit (the last one of a key wins, as with systemd's scalar settings). */
function settings(name) {
  const values = {};
  for (const line of readFileSync(join(UNITS, name), 'utf8').split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) (values[match[1]] ??= []).push(match[2]);
  }
  return values;
}

const analyze = spawnSync('systemd-analyze', ['--version'], { stdio: 'ignore' }).status === 0;

test(
  'systemd-analyze verify accepts every unit, without a warning',
  { skip: !analyze && 'systemd-analyze is not installed' },
  () => {
    // The units name /usr/bin/node; where Node lives elsewhere, the copies name this one.
    const dir = mkdtempSync(join(tmpdir(), 'fuelcard-units-'));
    try {
      for (const name of files)
        writeFileSync(
          join(dir, name),
          readFileSync(join(UNITS, name), 'utf8').replaceAll('/usr/bin/node', process.execPath),
        );
      const run = spawnSync(
        'systemd-analyze',
        ['verify', ...files.map((name) => join(dir, name))],
        {
          encoding: 'utf8',
        },
      );
      assert.equal(run.stderr.trim(), '', run.stderr);
      assert.equal(run.status, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('there are units for the three apps and the backup, with its timer', () => {
  assert.deepEqual(files.sort(), [
    'fuelcard-api.service',
    'fuelcard-backup.service',
    'fuelcard-backup.timer',
    'fuelcard-console.service',
    'fuelcard-site.service',
  ]);
  const timer = settings('fuelcard-backup.timer');
  assert.deepEqual(timer.Unit, ['fuelcard-backup.service']);
  assert.ok(timer.OnCalendar?.length, 'the timer has a schedule');
  assert.deepEqual(timer.Persistent, ['yes']);
});

test('every service runs as an unprivileged user from an environment file, hardened', () => {
  for (const name of services) {
    const unit = settings(name);
    assert.deepEqual(unit.User, ['fuelcard'], `${name}: User`);
    assert.ok(unit.EnvironmentFile?.[0]?.startsWith('/etc/fuelcard/'), `${name}: EnvironmentFile`);
    for (const [key, value] of [
      ['NoNewPrivileges', 'yes'],
      ['ProtectSystem', 'strict'],
      ['ProtectHome', 'yes'],
      ['PrivateTmp', 'yes'],
      ['CapabilityBoundingSet', ''],
    ])
      assert.deepEqual(unit[key], [value], `${name}: ${key}`);
    assert.match(
      unit.ExecStart?.[0] ?? '',
      /^\/usr\/bin\/node (dist\/(server|backup)\.js|build\/serve\.mjs)$/,
    );
  }
  for (const name of apps)
    assert.deepEqual(settings(name).Restart, ['on-failure'], `${name}: Restart`);
  // Only what writes has a writable path: the API its data, the backup the data and the backups.
  assert.deepEqual(settings('fuelcard-api.service').ReadWritePaths, ['/var/lib/fuelcard']);
  assert.deepEqual(settings('fuelcard-backup.service').ReadWritePaths, [
    '/var/lib/fuelcard /var/backups/fuelcard',
  ]);
  for (const name of ['fuelcard-site.service', 'fuelcard-console.service'])
    assert.equal(settings(name).ReadWritePaths, undefined, `${name} writes nothing`);
});

test('what the units start is what the build makes', () => {
  const apiBuild = readFileSync(join(REPO_ROOT, 'apps', 'api', 'build.mjs'), 'utf8');
  assert.match(apiBuild, /server: join\(root, 'src\/server\.ts'\)/);
  assert.match(apiBuild, /backup: join\(root, 'src\/scripts\/backup\.ts'\)/);
  const serveAll = readFileSync(join(REPO_ROOT, 'scripts', 'serve-all.mjs'), 'utf8');
  for (const started of [
    "cwd: join(root, 'apps/public-site'),\n    args: ['dist/server.js']",
    "cwd: join(root, 'apps/admin'),\n    args: ['build/serve.mjs']",
  ])
    assert.ok(serveAll.includes(started), `npm start starts ${started} too`);
});
