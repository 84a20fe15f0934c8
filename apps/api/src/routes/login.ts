import { apiRoutes, MessageResponse } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { usernameKey } from '../auth/login-throttle';
import type { AdministratorRecord } from '../db/port';
import { HttpError } from '../http-error';
import { verifyAgainstDummy, verifyPassword } from '../security/passwords';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';
import { secondFactorsOf } from '../auth/second-factor';
import { signedIn, signInRefused } from './sign-in-result';

const route = apiRoutes.login;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const LOGIN_FAILED_MESSAGE = 'Неверное имя пользователя или пароль';

/** Login requests per client IP and minute, whatever their outcome (bodies are not read past it). */
export const LOGIN_RATE_LIMIT = 30;

export function tooManyRequests(_request: unknown, context: { ttl: number }): HttpError {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return new HttpError(
    429,
    `Слишком много запросов на вход с этого адреса. Повторите попытку через ${seconds} с.`,
    'message',
  );
}

export function tooManyMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Слишком много неудачных попыток входа. Повторите попытку через ${minutes} мин.`;
}

/** The per-IP request limit of every sign-in step. */
export const signInRateLimit = {
  rateLimit: {
    max: LOGIN_RATE_LIMIT,
    timeWindow: '1 minute',
    errorResponseBuilder: tooManyRequests,
  },
};

/**
 * POST /api/login: a token, or — with a second factor enrolled — `{ mfaRequired, challenge }` for
 * the second step (no token yet); 401 with the same message whether the username is unknown or
 * the password wrong; 429 while the brute-force limit holds. Every attempt is logged, stored and
 * audited. A right password before its second step is not counted as a success by the limit.
 */
export const loginRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  app.post(
    route.path,
    {
      bodyLimit: 8 * 1024,
      config: signInRateLimit,
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
        await signInRefused(app, request, username, 'sign-in.throttled', { step: 'password' });
        void reply.header('retry-after', String(Math.ceil(attempt.retryAfterMs / 1000)));
        return reply.code(429).send({ message: tooManyMessage(attempt.retryAfterMs) });
      }
      let ok = false;
      let account: AdministratorRecord | undefined;
      let factors: Awaited<ReturnType<typeof secondFactorsOf>> | undefined;
      try {
        // The username's progressive slowdown, the same for known and unknown usernames.
        if (attempt.delayMs > 0) await sleep(attempt.delayMs);
        account = await app.repos.administrators.findByUsername(username.trim());
        ok = account
          ? await verifyPassword(account.passwordHash, password)
          : await verifyAgainstDummy(password);
        if (ok && account) factors = await secondFactorsOf(app.repos, account.id);
      } finally {
        if (!ok) attempt.finish('failure');
        else if (factors?.any) attempt.release();
        else attempt.finish('success');
      }
      request.log.info({ ...log, outcome: ok ? 'success' : 'failure' }, 'login attempt');
      if (!ok || !account) {
        app.metrics.logins.inc({ outcome: 'failure' });
        await signInRefused(app, request, username, 'sign-in.failure', {
          step: 'password',
          reason: account ? 'wrong password' : 'unknown username',
        });
        return reply.code(401).send({ message: LOGIN_FAILED_MESSAGE });
      }
      if (factors?.any) {
        const challenge = await app.signInChallenges.open('mfa', account.id);
        await app.audit(request, {
          action: 'sign-in.password',
          actor: { id: account.id, username: account.username },
          targetType: 'administrator',
          targetId: String(account.id),
          details: { secondStep: factors.methods },
        });
        return { mfaRequired: true as const, challenge, methods: factors.methods };
      }
      app.metrics.logins.inc({ outcome: 'success' });
      return signedIn(app, request, account, 'password');
    },
  );
};
