import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers (helmet's defaults: CSP, nosniff, frame and referrer policies, HSTS...). */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, { global: true });
  },
  { name: 'security-headers' },
);
