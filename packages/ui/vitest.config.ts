import { vitestConfig } from '@fuelcard/vitest-config';
import { defineConfig } from 'vitest/config';

const shared = vitestConfig({ environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] });

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    // Starting jsdom for every file cost more than all the tests together (about 4x the run
    // time on two cores). The components keep no module state and Testing Library cleans the
    // DOM after each test, so the files of a worker share one environment.
    isolate: false,
  },
});
