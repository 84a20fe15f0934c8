import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; tests pass their own clock to move through news dates and limit windows. */
    clock: () => Date;
  }
}

export const clock = fp(
  async (app: FastifyInstance, options: { now?: () => Date }) => {
    app.decorate('clock', options.now ?? (() => new Date()));
  },
  { name: 'clock' },
);
