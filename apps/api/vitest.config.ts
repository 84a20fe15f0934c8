import { vitestConfig } from '@fuelcard/vitest-config';
import { defineConfig } from 'vitest/config';

const shared = vitestConfig({ environment: 'node' });

/**
 * The API suite runs twice: on SQLite (every test, unit tests included) and on a real
 * PostgreSQL server that the run starts itself (test/helpers/postgres-global-setup.ts). Tests of
 * one engine's own machinery are named `*.sqlite.test.ts` or `*.postgres.test.ts`.
 */
export default defineConfig({
  test: {
    ...shared.test,
    // One module graph per worker, reused file after file: importing the app (Fastify, drizzle,
    // the routes and their schemas) once per worker instead of once per file saves minutes. The
    // suite keeps no state between files outside its own apps and databases (module-level values
    // in src are caches), and `restoreMocks` undoes every spy after each test.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: shared.test.include,
          exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
          env: { TEST_DATABASE_ENGINE: 'sqlite' },
          globalSetup: ['test/helpers/sql-runner-bundle.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgresql',
          include: ['test/**/*.test.ts'],
          exclude: ['**/*.sqlite.test.ts', '**/node_modules/**'],
          env: { TEST_DATABASE_ENGINE: 'postgresql' },
          globalSetup: [
            'test/helpers/sql-runner-bundle.ts',
            'test/helpers/postgres-global-setup.ts',
          ],
        },
      },
    ],
  },
});
