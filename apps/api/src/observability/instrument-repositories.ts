import type { Histogram } from 'prom-client';
import type { Repositories } from '../db/port';

/**
 * The same repositories, each call timed into `histogram` (repository, operation, ok|error):
 * the database's latency as the API sees it, whichever engine.
 */
export function instrumentRepositories(
  repos: Repositories,
  histogram: Histogram<'repository' | 'operation' | 'result'>,
): Repositories {
  const timed: Record<string, unknown> = {};
  for (const [repository, methods] of Object.entries(repos) as Array<
    [string, Record<string, unknown>]
  >) {
    const wrapped: Record<string, unknown> = {};
    for (const [operation, method] of Object.entries(methods)) {
      if (typeof method !== 'function') {
        wrapped[operation] = method;
        continue;
      }
      wrapped[operation] = (...args: unknown[]) => {
        const stop = histogram.startTimer({ repository, operation });
        return (method as (...a: unknown[]) => Promise<unknown>)(...args).then(
          (value) => {
            stop({ result: 'ok' });
            return value;
          },
          (error: unknown) => {
            stop({ result: 'error' });
            throw error;
          },
        );
      };
    }
    timed[repository] = wrapped;
  }
  return timed as unknown as Repositories;
}
