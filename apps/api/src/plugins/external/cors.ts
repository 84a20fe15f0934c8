import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Cross-origin calls only from the admin console's origin(s) (ADMIN_ORIGIN). */
export const corsPolicy = fp(
  async (app: FastifyInstance, options: { origins: string[] }) => {
    await app.register(cors, {
      origin: options.origins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      // If-Match and the ETag it echoes: a news save only over the version the editor opened.
      allowedHeaders: ['Content-Type', 'Authorization', 'If-Match'],
      exposedHeaders: ['ETag'],
      credentials: false,
      maxAge: 600,
      // An OPTIONS request without Origin / Access-Control-Request-Method gets the usual empty
      // 204 rather than a plain-text 400 "Invalid Preflight Request".
      strictPreflight: false,
    });
  },
  { name: 'cors' },
);
