import { apiRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const route = apiRoutes.health;

/**
 * Liveness: the server answers only after migrations and seeding, so "ok" means ready. While the
 * server drains before a shutdown it answers 503 "draining", so a load balancer stops sending.
 */
export const healthRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  app.get(
    route.path,
    { schema: { response: route.response, ...routeDocs(route) } },
    async (_request, reply) =>
      app.drain.draining
        ? reply.code(503).send({ status: 'draining' as const })
        : { status: 'ok' as const },
  );
};
