import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { moduleDir, packageRoot, runningFromSource } from '../repo-root';

/** A script for `fork`: its path and the Node.js options it needs. */
export interface ChildEntry {
  path: string;
  execArgv: string[];
}

/** Where the child's code is: the bundle next to dist/server.js, or the TypeScript source run through tsx. */
export function childEntry(): ChildEntry {
  if (!runningFromSource) return { path: join(moduleDir, 'sql-runner.js'), execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    path: join(packageRoot, 'src', 'sql-explorer', 'child.ts'),
    execArgv: ['--import', tsx],
  };
}

/** SIGKILL (a running statement cannot be interrupted otherwise) and wait for the exit, at most 2 s. */
export function killAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const done = setTimeout(resolve, 2000);
    child.once('exit', () => {
      clearTimeout(done);
      resolve();
    });
    child.kill('SIGKILL');
  });
}
