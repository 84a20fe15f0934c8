import { apiRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http-error';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const route = apiRoutes.sendCookieConsent;

/** Requests per client IP and minute; a visitor sends one record a year. */
export const CONSENT_RATE_LIMIT = 20;
/** How far the visitor's timestamp may be from the server's clock. */
export const CONSENT_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
const NIL_UUID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

/**
 * POST /api/cookie-consent: no auth, a strict 1 KB body, limited per IP, stored append-only. The
 * visitor id must be a real random UUID (not the nil one) and the choice's time within a day of
 * the server's clock, so that forged or replayed records are refused.
 */
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
      const { user_uuid: visitor, timestamp } = request.body;
      if (NIL_UUID.test(visitor))
        throw new HttpError(
          400,
          'Идентификатор посетителя: нулевой UUID не допускается',
          'error',
          'user_uuid',
        );
      if (Math.abs(Date.parse(timestamp) - app.clock().getTime()) > CONSENT_CLOCK_SKEW_MS)
        throw new HttpError(
          400,
          'Время согласия: отличается от времени сервера больше чем на сутки',
          'error',
          'timestamp',
        );
      await app.repos.cookieConsents.append(request.body);
      return reply.code(201).send({ ok: true as const });
    },
  );
};
