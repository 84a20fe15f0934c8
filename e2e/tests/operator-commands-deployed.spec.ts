import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../fixtures';

/*
 * The operator's commands as a deployed API runs them (docs/operators.md, and what the systemd
 * backup unit starts): node dist/backup.js beside the running API, node dist/restore.js into a
 * fresh data directory, node dist/reset-mfa.js on it — the production builds, not the sources.
 */

const api = join(import.meta.dirname, '..', '..', 'apps', 'api');
const work = mkdtempSync(join(tmpdir(), 'fuelcard-e2e-operator-'));
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

function node(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      [script, ...args],
      { cwd: api, env: { PATH: process.env.PATH, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

test('dist/backup.js beside the running API, dist/restore.js into a fresh directory, dist/reset-mfa.js on it', async () => {
  const live = process.env.E2E_DATA_DIR!;
  const backups = join(work, 'backups');
  const backup = await node('dist/backup.js', [], { DATA_DIR: live, BACKUP_DIR: backups });
  expect(backup.code, backup.stderr).toBe(0);
  const file = /^Backup written: (.+)$/m.exec(backup.stdout)![1]!;
  expect(file).toMatch(/fuelcard-.+-sqlite\.db$/);

  // The running API's own database is in use: refused, exit 1, one clear sentence.
  const refused = await node('dist/restore.js', [file], { DATA_DIR: live });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/is in use .*Stop the API first/);

  const fresh = join(work, 'restored');
  const restore = await node('dist/restore.js', [file], { DATA_DIR: fresh });
  expect(restore.code, restore.stderr).toBe(0);
  expect(restore.stdout).toMatch(/\d+ news, [1-9]\d* administrators, \d+ images, \d+ audit entries/);

  const reset = await node('dist/reset-mfa.js', ['nobody-of-that-name'], { DATA_DIR: fresh });
  expect(reset.code).toBe(1);
  expect(reset.stderr).toContain('No administrator is called "nobody-of-that-name"; nothing was changed.');
});
