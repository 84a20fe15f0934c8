import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Ended windows are deleted at most this often. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The limits' counts in the database (rate_limits), so that every API instance sharing it counts
 * the same requests: a login or consent flood spread over instances meets one limit. Counting is
 * one atomic upsert; a store error fails the request (503), never lets it through uncounted.
 */
function databaseStore(app: FastifyInstance) {
  let lastPruneMs = 0;
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    /** @fastify/rate-limit passes its options; children pass their key prefix. */
    constructor(_options?: unknown, prefix = 'rate:') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const nowMs = Date.now();
      app.repos.rateLimits
        .hit(this.prefix + key, timeWindow, nowMs)
        .then(({ hits, resetAtMs }) =>
          callback(null, { current: hits, ttl: Math.max(0, resetAtMs - nowMs) }),
        )
        .catch((error: Error) => callback(error));
      if (nowMs - lastPruneMs >= PRUNE_EVERY_MS) {
        lastPruneMs = nowMs;
        app.repos.rateLimits
          .pruneBefore(nowMs - PRUNE_EVERY_MS)
          .catch((error: unknown) => app.log.warn({ err: error }, 'rate limits not pruned'));
      }
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // One counter per route pattern (case and trailing-slash spellings of a path share it).
      const { method, url } = (
        routeOptions as unknown as { routeInfo: { method: string; url: string } }
      ).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${method}${url.toLowerCase()}:`);
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * Per-route request limits (routes opt in with `config.rateLimit`), keyed on the client IP —
 * which honours TRUST_PROXY — and on the matched route, counted in the database so that every
 * instance shares them.
 */
export const rateLimits = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false, store: databaseStore(app) });
  },
  { name: 'rate-limit' },
);
