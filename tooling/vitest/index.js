/**
 * Shared Vitest settings: `node` for packages and the API, `jsdom` for React code.
 * React packages pass their own setup file (Testing Library must resolve from the package itself,
 * so that the tests and the components share one React).
 * @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[], include?: string[] }} [options]
 */
export function vitestConfig(options = {}) {
  return {
    test: {
      environment: options.environment ?? 'node',
      setupFiles: options.setupFiles ?? [],
      include: options.include ?? [
        'src/**/*.test.{ts,tsx}',
        'app/**/*.test.{ts,tsx}',
        'server/**/*.test.ts',
        'test/**/*.test.{ts,tsx}',
      ],
      restoreMocks: true,
      testTimeout: 20_000,
      hookTimeout: 30_000,
      // Two cores: a small pool keeps parallel turbo tasks from starving each other.
      maxWorkers: 2,
    },
  };
}
