import { trackDrain, type HttpDrain } from '@fuelcard/http-drain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SIGTERM drain of this server (ADR 0005): `app.drain.draining` turns health to 503. */
    drain: HttpDrain;
  }
}

/**
 * Follows the server's requests so that server.ts can drain before `app.close()` (keep serving
 * until quiet, every answer with `Connection: close`). A close without a drain (tests) still marks
 * the answers being worked on `Connection: close`, so their keep-alive sockets do not hold the
 * server open; Fastify closes idle sockets and runs the onClose hooks (SQL child, database) after
 * the last answer.
 */
export const gracefulShutdown = fp(
  async (app: FastifyInstance) => {
    const drain = trackDrain(app.server);
    app.decorate('drain', drain);
    app.addHook('preClose', async () => {
      drain.begin();
    });
  },
  { name: 'graceful-shutdown' },
);
