import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packageRoot } from '../src/repo-root';
import { createTestApp, JWT_SECRET, tempDir } from './helpers/test-app';

/**
 * Issue 23: a read-only data directory at start was reported as an unreadable database, with the
 * advice to move it away. The real server (src/server.ts) runs as a user who may read but not
 * write the directory: as `nobody` when the tests run as root (root writes anywhere).
 */
describe('a read-only data directory at start', { timeout: 240_000 }, () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  const unprivileged = () => {
    if (process.getuid?.() !== 0) return {};
    const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody']).toString().trim());
    return { uid: id('-u'), gid: id('-g') };
  };

  /** A data directory with a database in it, made by an earlier start, then made read-only. */
  async function readOnlyDataDirectory(fileMode: number) {
    const dir = tempDir();
    cleanups.push(() => {
      chmodSync(dir.dir, 0o700);
      dir.remove();
    });
    const first = await createTestApp({}, { dir: dir.dir });
    await first.app.close();
    for (const name of readdirSync(dir.dir)) chmodSync(join(dir.dir, name), fileMode);
    chmodSync(dir.dir, 0o555);
    return dir.dir;
  }

  function start(dataDir: string, env: Record<string, string> = {}) {
    return new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'server.ts')], {
        cwd: packageRoot,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          ADMIN_PASSWORD: '',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
        ...unprivileged(),
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // Starting through tsx compiles the whole API: slow on a loaded machine.
      const timer = setTimeout(() => child.kill('SIGKILL'), 100_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, stderr });
      });
    });
  }

  it('says the directory is read-only and to fix permissions or ownership, not to move it away', async () => {
    // The files could be written; the directory (where SQLite makes its journals) cannot.
    const dataDir = await readOnlyDataDirectory(0o666);
    const { code, stderr } = await start(dataDir, { JWT_SECRET });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `The data directory ${dataDir} is read-only for the user the API runs as`,
    );
    expect(stderr).toMatch(/Fix the permissions or the ownership, e\.g\. `chown -R \S+ /);
    expect(stderr).toContain('do not move it away');
    expect(stderr).not.toMatch(/cannot be read as an SQLite database|DATABASE_INIT/);
  });

  it('says so too when the database file itself is read-only, and for the generated JWT secret', async () => {
    const dataDir = await readOnlyDataDirectory(0o644);
    const withSecret = await start(dataDir, { JWT_SECRET });
    expect(withSecret.code).toBe(1);
    expect(withSecret.stderr).toMatch(/is read-only for the user the API runs as/);
    expect(withSecret.stderr).not.toMatch(/cannot be read as an SQLite database/);
    // Without JWT_SECRET the API first keeps a generated one there: the same advice.
    const generated = await start(dataDir);
    expect(generated.code).toBe(1);
    expect(generated.stderr).toContain(`The data directory ${dataDir} is read-only`);
  });
});
