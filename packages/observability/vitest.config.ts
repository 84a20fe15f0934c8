import { vitestConfig } from '@fuelcard/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(vitestConfig({ environment: 'node' }));
