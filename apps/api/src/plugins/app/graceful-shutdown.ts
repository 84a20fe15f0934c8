import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets `app.close()` finish: answers still being worked on when closing starts go out with
 * `Connection: close`, so their keep-alive sockets do not hold the server open; idle sockets are
 * closed at once. Fastify then runs the onClose hooks (SQL child, database) after the last answer.
 */
export const gracefulShutdown = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
      app.server.closeIdleConnections();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) void reply.header('connection', 'close');
    });
  },
  { name: 'graceful-shutdown' },
);
