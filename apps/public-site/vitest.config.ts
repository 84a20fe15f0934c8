import { vitestConfig } from '@fuelcard/vitest-config';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { documentSizes } from './document-sizes';

const config = vitestConfig({ environment: 'jsdom', setupFiles: ['./app/test-setup.ts'] });
// The build scripts' tests (bundle budgets) run too, in Node.
config.test.include.push('scripts/**/*.test.mjs');

// The download rows' file sizes (document-sizes.ts), as the build measures them.
const documents = fileURLToPath(new URL('./public/assets/documents', import.meta.url));

export default defineConfig({ ...config, plugins: [documentSizes(documents)] });
