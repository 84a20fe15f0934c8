import { vitestConfig } from '@fuelcard/vitest-config';
import { defineConfig } from 'vitest/config';

const config = vitestConfig({ environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] });
// The serving script's tests (security headers, path traversal) run too, in Node.
config.test.include.push('scripts/**/*.test.mjs');

export default defineConfig(config);
