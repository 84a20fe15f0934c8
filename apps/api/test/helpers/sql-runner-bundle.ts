import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { packageRoot } from '../../src/repo-root';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The SQL Explorer child (src/sql-explorer/child.ts) bundled for this test run. */
    sqlRunnerBundle: string;
  }
}

const dirs: string[] = [];

/**
 * Bundles the SQLite SQL Explorer child once per run, as build.mjs bundles it for production
 * (dist/sql-runner.js), so that the test apps fork plain JavaScript: a child through tsx takes
 * about 0.6 s to start, the bundle about 0.2 s, and the suite starts a few hundred children.
 * npm packages stay external, imported by their absolute paths (the bundle lives in a
 * temporary folder). src/sql-explorer/sqlite-executor.test.ts keeps starting the source through
 * tsx, the default when the API runs from source.
 */
export async function setup(project: TestProject): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'fuelcard-sql-runner-'));
  dirs.push(dir);
  const require = createRequire(join(packageRoot, 'package.json'));
  await build({
    entryPoints: { 'sql-runner': join(packageRoot, 'src/sql-explorer/child.ts') },
    outdir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('@fuelcard/') || args.path.startsWith('node:'))
              return undefined;
            return { path: require.resolve(args.path), external: true };
          });
        },
      },
    ],
    banner: {
      js: "import { createRequire as __apiCreateRequire } from 'node:module'; const require = __apiCreateRequire(import.meta.url);",
    },
  });
  project.provide('sqlRunnerBundle', join(dir, 'sql-runner.js'));
}

export function teardown(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
