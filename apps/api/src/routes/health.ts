import { apiRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const route = apiRoutes.health;

/** Liveness: the server answers only after migrations and seeding, so "ok" means ready. */
export const healthRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  app.get(route.path, { schema: { response: route.response, ...routeDocs(route) } }, async () => ({
    status: 'ok' as const,
  }));
};
