import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      // Storybook's own preview bundle is large by nature; keep `storybook build --quiet` quiet.
      logLevel: 'warn',
      build: { chunkSizeWarningLimit: 2000, rolldownOptions: { checks: { pluginTimings: false } } },
    }),
};

export default config;
