import { vitestConfig } from '@fuelcard/vitest-config';
import { defineConfig } from 'vitest/config';
import { consoleFirstPaint } from './scripts/first-paint.mjs';

const config = vitestConfig({ environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] });
// The serving script's tests (security headers, path traversal) run too, in Node.
config.test.include.push('scripts/**/*.test.mjs');

// One jsdom and module graph per worker, reused file after file (half the CPU time of the suite).
// Testing Library unmounts after each test; no test mocks a module or stubs a global.
export default defineConfig({
  plugins: [consoleFirstPaint()],
  test: { ...config.test, isolate: false },
});
