import { moreRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { judgeNewPassword } from '../security/password-policy';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const route = moreRoutes.passwordStrength;
/** A meter asks after each pause in typing: far below this, per address. */
const STRENGTH_RATE_LIMIT = 120;

/**
 * POST /api/admin/password-strength (any administrator): how a new password would be judged —
 * zxcvbn's score and the message the API would refuse it with — so that the console's meter and
 * the API never disagree (the estimator's dictionaries are 850 kB gzip: too much for the console).
 * Nothing is stored, logged or audited; the estimate is bounded (48 characters).
 */
export const passwordStrengthRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  app.post(
    route.path,
    {
      onRequest: app.requireRole(...route.roles),
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max: STRENGTH_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: { body: route.body, response: route.response, ...routeDocs(route) },
    },
    async (request) => {
      const { password, username } = request.body;
      const { score, problem } = judgeNewPassword(password, username ?? request.admin!.username);
      return { score, acceptable: problem === undefined, ...(problem ? { problem } : {}) };
    },
  );
};
