import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@fuelcard/test-servers';
import { afterEach, describe, expect, it } from 'vitest';
import { packageRoot } from '../src/repo-root';
import { JWT_SECRET, SUPERADMIN, tempDir } from './helpers/test-app';

/**
 * Issue 23: the API's log must never stop or crash it. The real server (src/server.ts through
 * tsx, SQLite in a temporary data directory — the log does not depend on the engine, so this runs
 * in the SQLite project only) with its standard output on /dev/full (every write ENOSPC) or on a
 * pipe nobody reads.
 */
describe('the API under a failing or stalled log', { timeout: 240_000 }, () => {
  const cleanups: Array<() => void | Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function startServer(stdout: number | 'pipe') {
    const dir = tempDir();
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'server.ts')], {
      cwd: packageRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir.dir,
        DATABASE_URL: '',
        ADMIN_USERNAME: SUPERADMIN.username,
        ADMIN_PASSWORD: SUPERADMIN.password,
        JWT_SECRET,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', stdout, 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      dir.remove();
    });
    const base = `http://127.0.0.1:${port}`;
    // Starting through tsx compiles the whole API: slow on a loaded machine.
    const deadline = Date.now() + 100_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited ${child.exitCode}: ${stderr}`);
      try {
        const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) });
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the API never answered its health: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { child, base, stderr: () => stderr };
  }

  /** Requests health and the news list one after another for `ms`; the slowest answer's time. */
  async function slowestAnswer(base: string, ms: number, paths: string[]) {
    let slowest = 0;
    let count = 0;
    const end = Date.now() + ms;
    while (Date.now() < end) {
      await Promise.all(
        paths.map(async (path) => {
          const started = Date.now();
          const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5_000) });
          expect(response.status).toBe(200);
          await response.arrayBuffer();
          slowest = Math.max(slowest, Date.now() - started);
          count += 1;
        }),
      );
    }
    return { slowest, count };
  }

  async function droppedLines(base: string): Promise<number> {
    const text = await (await fetch(`${base}/metrics`)).text();
    const match = /^log_lines_dropped_total(?:\{[^}]*\})? (\d+)$/m.exec(text);
    if (!match) throw new Error('log_lines_dropped_total is missing from /metrics');
    return Number(match[1]);
  }

  it('keeps answering fast with its output on a full device, counts the lost lines, stops cleanly', async () => {
    const full = openSync('/dev/full', 'w');
    cleanups.push(() => closeSync(full));
    const { child, base } = await startServer(full);

    const { slowest, count } = await slowestAnswer(base, 3_000, ['/api/health', '/api/admin/news']);
    expect(count).toBeGreaterThan(20);
    expect(slowest).toBeLessThan(1_000);
    // Two lines per request at least (incoming, completed), every one lost and counted.
    expect(await droppedLines(base)).toBeGreaterThanOrEqual(2 * count);
    expect(child.exitCode).toBeNull();

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('keeps answering while nobody reads its output, and writes again once read', async () => {
    const { child, base } = await startServer('pipe');
    const stdout = child.stdout!;
    stdout.pause();

    // Requests until their log lines (about 450 bytes each) overflow the pipe and the log's
    // 1 MiB backlog; every answer stays fast meanwhile.
    let dropped = 0;
    const deadline = Date.now() + 40_000;
    while (dropped === 0 && Date.now() < deadline) {
      const { slowest } = await slowestAnswer(base, 500, Array(8).fill('/api/health'));
      expect(slowest).toBeLessThan(1_000);
      dropped = await droppedLines(base);
    }
    expect(dropped).toBeGreaterThan(0);

    let text = '';
    stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    stdout.resume();
    // What waited is written first; a request's lines show once the backlog has gone out.
    const caughtUp = Date.now() + 15_000;
    while (!text.includes('after=reading') && Date.now() < caughtUp) {
      await fetch(`${base}/api/health?after=reading`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // (Booleans: a failure should not print megabytes of log.)
    expect(text.includes('after=reading')).toBe(true);
    expect(text.includes('"event":"log-lines-dropped"')).toBe(true);
    expect(child.exitCode).toBeNull();
  });
});
