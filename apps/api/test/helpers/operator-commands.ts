import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository's root, where the guides' commands are typed. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * One of the operator's commands exactly as the guides give it (`pnpm backup`,
 * `pnpm restore <file> [--force]`), run from the repository root with only `env` as the API's
 * configuration (nothing of the test process's own leaks in).
 */
export function pnpm(args: string[], env: Record<string, string>): Promise<CommandRun> {
  return new Promise((done) => {
    execFile(
      'pnpm',
      args,
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
        timeout: 120_000,
        maxBuffer: 4 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        done({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

/** The backup file a `pnpm backup` run names. */
export function writtenBackup(run: CommandRun): string {
  const file = /^Backup written: (.+)$/m.exec(run.stdout)?.[1];
  if (!file) throw new Error(`pnpm backup wrote no backup:\n${run.stdout}\n${run.stderr}`);
  return file;
}
