import { apiRoutes, MessageResponse } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { usernameKey } from '../auth/login-throttle';
import type { AdministratorRecord } from '../db/port';
import { HttpError } from '../http-error';
import { clientOf } from '../plugins/app/authentication';
import { verifyAgainstDummy, verifyPassword } from '../security/passwords';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const route = apiRoutes.login;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const LOGIN_FAILED_MESSAGE = 'Неверное имя пользователя или пароль';

/** Login requests per client IP and minute, whatever their outcome (bodies are not read past it). */
export const LOGIN_RATE_LIMIT = 30;

function tooManyRequests(_request: unknown, context: { ttl: number }): HttpError {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return new HttpError(
    429,
    `Слишком много запросов на вход с этого адреса. Повторите попытку через ${seconds} с.`,
    'message',
  );
}

function tooManyMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Слишком много неудачных попыток входа. Повторите попытку через ${minutes} мин.`;
}

/**
 * POST /api/login: a token, or 401 with the same message whether the username is unknown or the
 * password wrong; 429 while the brute-force limit holds. Every attempt is logged and stored.
 */
export const loginRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  app.post(
    route.path,
    {
      bodyLimit: 8 * 1024,
      config: {
        rateLimit: {
          max: LOGIN_RATE_LIMIT,
          timeWindow: '1 minute',
          errorResponseBuilder: tooManyRequests,
        },
      },
      schema: {
        body: route.body,
        response: { ...route.response, 429: MessageResponse },
        ...routeDocs(route),
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const log = { event: 'login', username: usernameKey(username), ip: request.ip };
      const attempt = await app.loginThrottle.begin(username, request.ip);
      if ('retryAfterMs' in attempt) {
        request.log.warn(
          { ...log, outcome: 'throttled' },
          'login attempt refused by the brute-force limit',
        );
        app.metrics.logins.inc({ outcome: 'throttled' });
        void reply.header('retry-after', String(Math.ceil(attempt.retryAfterMs / 1000)));
        return reply.code(429).send({ message: tooManyMessage(attempt.retryAfterMs) });
      }
      let ok = false;
      let account: AdministratorRecord | undefined;
      try {
        // The username's progressive slowdown, the same for known and unknown usernames.
        if (attempt.delayMs > 0) await sleep(attempt.delayMs);
        account = await app.repos.administrators.findByUsername(username.trim());
        ok = account
          ? await verifyPassword(account.passwordHash, password)
          : await verifyAgainstDummy(password);
      } finally {
        attempt.finish(ok ? 'success' : 'failure');
      }
      request.log.info({ ...log, outcome: ok ? 'success' : 'failure' }, 'login attempt');
      app.metrics.logins.inc({ outcome: ok ? 'success' : 'failure' });
      if (!ok || !account) return reply.code(401).send({ message: LOGIN_FAILED_MESSAGE });
      // Bookkeeping: a busy or failing write never fails the sign-in itself.
      app.repos.administrators
        .recordSignIn(account.id, request.ip)
        .catch((error: unknown) => request.log.error({ err: error }, 'sign-in time not stored'));
      return { token: await app.startSession(account, clientOf(request)) };
    },
  );
};
