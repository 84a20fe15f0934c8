import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Per-route request limits (routes opt in with `config.rateLimit`), keyed on the client IP —
 * which honours TRUST_PROXY — and on the matched route, so case or trailing-slash variants of a
 * path share one counter.
 */
export const rateLimits = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
