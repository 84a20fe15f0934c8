import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers: helmet's defaults (CSP, nosniff, frame and referrer policies, HSTS...), without
 * `upgrade-insecure-requests`, which would send the /api/docs page's own calls to https on a plain
 * http deployment such as localhost.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: true, directives: { upgradeInsecureRequests: null } },
    });
  },
  { name: 'security-headers' },
);
