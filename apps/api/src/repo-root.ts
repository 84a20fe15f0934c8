import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of this module: `src/` under tsx or vitest, `dist/` in the bundle. */
export const moduleDir = dirname(fileURLToPath(import.meta.url));

/** The API package root (`apps/api`): both `src/` and `dist/` sit one level below it. */
export const packageRoot = join(moduleDir, '..');

/** True when running the TypeScript sources (tsx, vitest) rather than the esbuild bundle. */
export const runningFromSource = import.meta.url.endsWith('.ts');

/**
 * The monorepo root: the nearest folder at or above `start` holding pnpm-workspace.yaml.
 * Falls back to the current working directory when the API runs outside the repository.
 */
export function findRepoRoot(start: string = moduleDir): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
