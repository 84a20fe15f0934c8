export interface VitestConfigOptions {
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
  include?: string[];
}

/** Shared Vitest settings: `node` for packages and the API, `jsdom` for React code. */
export function vitestConfig(options?: VitestConfigOptions): {
  test: {
    environment: 'node' | 'jsdom';
    setupFiles: string[];
    include: string[];
    restoreMocks: boolean;
    testTimeout: number;
    hookTimeout: number;
    maxWorkers: number;
  };
};
