import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from './debian.js';
import { freePort } from './free-port.js';

export const SUPERUSER_PASSWORD = 'test-superuser-password';
const BASE = '/usr/lib/postgresql';

function versions() {
  return existsSync(BASE)
    ? readdirSync(BASE)
        .filter((name) => existsSync(join(BASE, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
}

/** Debian's server binaries (installed with apt-get when missing). */
function binDir() {
  ensureDebianPackage('postgresql', () => versions().length > 0);
  return join(BASE, versions()[0], 'bin');
}

/** PostgreSQL refuses to run as root: then the cluster belongs to `postgres` (or `nobody`). */
function serverUser() {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      return {
        uid: Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim()),
        gid: Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim()),
      };
    } catch {
      // try the next one
    }
  }
  throw new Error('Running as root, but neither the postgres nor the nobody user exists');
}

/**
 * A throwaway PostgreSQL cluster: initdb in a temporary directory, pg_ctl start on a free
 * loopback port (SCRAM over TCP, superuser `postgres`), stopped and deleted by `stop()`. Without
 * `durable`, fsync and full-page writes are off (tests measure the API, not the disk).
 */
export async function startPostgres({ durable = false, maxConnections = 300 } = {}) {
  const bin = binDir();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'fuelcard-pg-'));
  const data = join(dir, 'data');
  const passwordFile = join(dir, 'password');
  writeFileSync(passwordFile, SUPERUSER_PASSWORD);
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chownSync(passwordFile, user.uid, user.gid);
  }
  chmodSync(dir, 0o700);
  const options = { encoding: 'utf8', cwd: dir, ...(user ?? {}) };
  const run = (command, args) => {
    const result = spawnSync(join(bin, command), args, options);
    if (result.status !== 0)
      throw new Error(
        `${command} failed: ${String(result.stderr || result.stdout || result.error)}`,
      );
  };
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--pwfile',
    passwordFile,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${maxConnections}`,
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start']);
  start();
  const watchdog = startWatchdog(join(bin, 'pg_ctl'), data, dir, user);
  return {
    port,
    dir,
    superuserUrl: (database = 'postgres') =>
      `postgres://postgres:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/${database}`,
    stopServer() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    startServer() {
      start();
    },
    stop() {
      watchdog.kill();
      spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], options);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/*
 * The watchdog: a small detached process that stops the cluster and deletes its directory when
 * the process that started it is gone without calling stop() (killed, or a runner that aborts
 * on the first failure), so that no test run leaves a server behind. It notices through its own
 * parent id, which changes when its parent dies (a dead parent's id could be a zombie's or
 * reused; the watchdog's parent id cannot).
 */
const WATCHDOG = `
const { spawnSync } = require('node:child_process');
const { rmSync } = require('node:fs');
const [parent, pgCtl, data, dir, uid, gid] = process.argv.slice(1);
const timer = setInterval(() => {
  if (process.ppid === Number(parent)) return;
  clearInterval(timer);
  const as = uid ? { uid: Number(uid), gid: Number(gid) } : {};
  spawnSync(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop'], { cwd: dir, stdio: 'ignore', ...as });
  rmSync(dir, { recursive: true, force: true });
}, 250);
`;

function startWatchdog(pgCtl, data, dir, user) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      WATCHDOG,
      String(process.pid),
      pgCtl,
      data,
      dir,
      String(user?.uid ?? ''),
      String(user?.gid ?? ''),
    ],
    // Its own process group: a runner that kills its workers' group leaves it to clean up.
    { stdio: 'ignore', detached: true },
  );
  // It never keeps its parent alive, and stop() ends it first.
  child.unref();
  return child;
}
