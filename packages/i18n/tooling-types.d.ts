// The shared Vitest config package ships plain JavaScript without declarations;
// this describes the one function vitest.config.ts uses so that `tsc` can check it.
declare module '@fuelcard/vitest-config' {
  import type { UserConfig } from 'vitest/config';

  export function vitestConfig(options?: {
    environment?: 'node' | 'jsdom';
    setupFiles?: string[];
    include?: string[];
  }): UserConfig;
}
