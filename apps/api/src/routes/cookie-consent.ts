import { apiRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const route = apiRoutes.sendCookieConsent;

/** Requests per client IP and minute; a visitor sends one record a year. */
export const CONSENT_RATE_LIMIT = 20;

/** POST /api/cookie-consent: no auth, a strict 1 KB body, limited per IP, stored append-only. */
export const cookieConsentRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  app.post(
    route.path,
    {
      bodyLimit: 1024,
      config: { rateLimit: { max: CONSENT_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: { body: route.body, response: route.response, ...routeDocs(route) },
    },
    async (request, reply) => {
      await app.repos.cookieConsents.append(request.body);
      return reply.code(201).send({ ok: true as const });
    },
  );
};
