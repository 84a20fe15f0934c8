import { vitestConfig } from '@fuelcard/vitest-config';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { documentSizes } from './document-sizes';

const config = vitestConfig({ environment: 'jsdom', setupFiles: ['./app/test-setup.ts'] });
// The build scripts' tests (bundle budgets) run too, in Node.
config.test.include.push('scripts/**/*.test.mjs');

// The download rows' file sizes (document-sizes.ts), as the build measures them.
const documents = fileURLToPath(new URL('./public/assets/documents', import.meta.url));

/**
 * The test files that replace a module or a global (`vi.mock`, `vi.doMock`, `vi.stubGlobal`,
 * `vi.stubEnv`), found by reading them: they run isolated, each in a fresh environment, so that
 * what they replace never reaches another file. Every other file shares one jsdom and one module
 * graph per worker, as the console's and the kit's suites do (starting jsdom and importing the
 * site for each of 90 files cost more CPU than the tests themselves).
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const REPLACES = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(/;
function testFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.(?:tsx?|mjs)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}
const replacing = ['app', 'server', 'scripts']
  .flatMap((folder) => {
    try {
      return testFiles(folder);
    } catch {
      return [];
    }
  })
  .filter((file) => REPLACES.test(readFileSync(join(root, file), 'utf8')));

// Each project names its own files (an `include` at the root would be added to each project's).
const { include, ...shared } = config.test;

export default defineConfig({
  plugins: [documentSizes(documents)],
  test: {
    ...shared,
    projects: [
      ...(replacing.length > 0
        ? [
            {
              extends: true as const,
              test: { name: 'isolated', include: replacing, isolate: true },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'shared',
          include,
          exclude: [...replacing, '**/node_modules/**'],
          isolate: false,
        },
      },
    ],
  },
});
