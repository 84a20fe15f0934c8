import { vitestConfig } from '@fuelcard/vitest-config';
import { defineConfig } from 'vitest/config';

const config = vitestConfig({ environment: 'jsdom', setupFiles: ['./app/test-setup.ts'] });
// The build scripts' tests (bundle budgets) run too, in Node.
config.test.include.push('scripts/**/*.test.mjs');

export default defineConfig(config);
