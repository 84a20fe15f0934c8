import { apiRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const route = apiRoutes.secure;

/**
 * GET /api/admin/secure: the session check (401 for a missing, malformed, expired or revoked
 * token), with who is signed in and when and from where they signed in before (the dashboard).
 */
export const sessionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  app.get(
    route.path,
    {
      onRequest: app.requireRole(...route.roles),
      schema: { response: route.response, ...routeDocs(route) },
    },
    async (request) => {
      const admin = request.admin!;
      const account = await app.repos.administrators.findById(admin.id);
      const previousSignIn =
        account?.previousSignInAt && account.previousSignInIp
          ? { at: account.previousSignInAt, ip: account.previousSignInIp }
          : null;
      return {
        message: `Добро пожаловать, ${admin.username}!`,
        role: admin.role,
        id: admin.id,
        username: admin.username,
        previousSignIn,
      };
    },
  );
};
