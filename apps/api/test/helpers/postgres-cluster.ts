import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL server for tests and benches: Debian's binaries
 * (/usr/lib/postgresql/<version>/bin; `apt-get install postgresql` when missing), a new cluster
 * in a temporary directory on a free loopback port, started with pg_ctl and stopped (and deleted)
 * afterwards. PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres`
 * user (or `nobody`). Durability settings are off: the tests measure the API, not the disk.
 */
export interface PostgresCluster {
  port: number;
  /** The superuser's password (SCRAM over TCP). */
  superuserUrl(database?: string): string;
  stop(): void;
}

export const SUPERUSER_PASSWORD = 'test-superuser-password';

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL server binaries were not found under /usr/lib/postgresql/*/bin: install them ' +
        '(apt-get install -y postgresql; .ci/run does this when they are missing).',
    );
  }
  return join(base, versions[0]!, 'bin');
}

/** Who runs the server: the current user, or (as root) an unprivileged one. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      // try the next user
    }
  }
  throw new Error('Running as root, but neither the postgres nor the nobody user exists');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres(): Promise<PostgresCluster> {
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
  const options: SpawnSyncOptions = { encoding: 'utf8', ...(user ?? {}), cwd: dir };
  const run = (command: string, args: string[]) => {
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
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    port,
    superuserUrl: (database = 'postgres') =>
      `postgres://postgres:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/${database}`,
    stop() {
      spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], options);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
