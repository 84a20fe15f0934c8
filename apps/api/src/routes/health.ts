import { apiRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const route = apiRoutes.health;

/**
 * Liveness and readiness: the server answers only after the database checks, migrations and
 * seeding, so "ok" means ready. It reports the database (a small write every few seconds, and
 * what requests met) and answers 503 "unavailable" when the API cannot write it; while the server
 * drains before a shutdown it answers 503 "draining", so a load balancer stops sending.
 */
export const healthRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  app.get(
    route.path,
    { schema: { response: route.response, ...routeDocs(route) } },
    async (_request, reply) => {
      const database = await app.databaseHealth.current();
      if (app.drain.draining)
        return reply.code(503).send({ status: 'draining' as const, database });
      if (database.state !== 'ok')
        return reply.code(503).send({ status: 'unavailable' as const, database });
      return { status: 'ok' as const, database };
    },
  );
};
