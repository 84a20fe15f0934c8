import { moreRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  asAuthenticationResponse,
  authenticationOptions,
  verifiedAuthentication,
} from '../auth/passkeys';
import {
  checkSecondFactorCode,
  CODE_USED_MESSAGE,
  isSpentRecoveryCode,
} from '../auth/second-factor';
import type { ChallengeRecord } from '../db/port';
import type { TypeBoxProvider } from '../type-provider';
import { signInRateLimit, sleep, tooManyMessage } from './login';
import { routeDocs } from './route-docs';
import { signedIn, signInRefused } from './sign-in-result';

const { loginMfa, passkeyOptions, passkeyLogin } = moreRoutes;

export const CHALLENGE_GONE_MESSAGE =
  'Время на второй шаг входа истекло или он уже пройден. Войдите ещё раз';
export const WRONG_CODE_MESSAGE = 'Неверный код';
const LAST_WRONG_CODE_MESSAGE = 'Неверный код. Попытки исчерпаны: войдите ещё раз';
const NO_PASSKEYS_MESSAGE = 'У этой учётной записи нет ключей доступа';
const BAD_PASSKEY_ANSWER_MESSAGE = 'Некорректный ответ ключа доступа';
const PASSKEY_REFUSED_MESSAGE = 'Ключ доступа не подтверждён';
/** The limit's username for passkey sign-ins whose credential is unknown. */
const UNKNOWN_PASSKEY_USER = '(passkey)';

/**
 * The second step of a sign-in and the passkey sign-in. Each takes a challenge of the first step
 * (or of its own options call): short-lived, single-use, at most MAX_CODE_TRIES wrong codes; each
 * attempt is counted by the login throttle under the account's username and the client's IP, so
 * that codes cannot be guessed faster than passwords.
 */
export const loginSecondStepRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();

  /** Refuses while the throttle holds; else a permit for this attempt. */
  async function permit(request: FastifyRequest, reply: FastifyReply, username: string) {
    const attempt = await app.loginThrottle.begin(username, request.ip);
    if ('retryAfterMs' in attempt) {
      app.metrics.logins.inc({ outcome: 'throttled' });
      await signInRefused(app, request, username, 'sign-in.throttled', { step: 'second' });
      void reply.header('retry-after', String(Math.ceil(attempt.retryAfterMs / 1000)));
      return { refused: tooManyMessage(attempt.retryAfterMs) } as const;
    }
    if (attempt.delayMs > 0) await sleep(attempt.delayMs);
    return { attempt } as const;
  }

  const gone = (reply: FastifyReply) => reply.code(401).send({ message: CHALLENGE_GONE_MESSAGE });

  app.post(
    loginMfa.path,
    {
      bodyLimit: 8 * 1024,
      config: signInRateLimit,
      schema: { body: loginMfa.body, response: loginMfa.response, ...routeDocs(loginMfa) },
    },
    async (request, reply) => {
      const { challenge: token, code } = request.body;
      const challenge = await app.signInChallenges.find(token, ['mfa']);
      const account = challenge?.adminId
        ? await app.repos.administrators.findById(challenge.adminId)
        : undefined;
      if (!challenge || !account) return gone(reply);
      const step = await permit(request, reply, account.username);
      if (step.refused !== undefined) return reply.code(429).send({ message: step.refused });
      let method: 'totp' | 'recovery' | undefined;
      try {
        method = await checkSecondFactorCode(
          app.repos,
          app.secretKeys,
          account.id,
          code,
          app.clock().getTime(),
        );
      } finally {
        step.attempt.finish(method ? 'success' : 'failure');
      }
      if (!method) {
        app.metrics.logins.inc({ outcome: 'failure' });
        const left = await app.signInChallenges.wrongTry(token);
        await signInRefused(
          app,
          request,
          account.username,
          'sign-in.failure',
          { step: 'code', triesLeft: left },
          account.id,
        );
        if (left <= 0) return reply.code(401).send({ message: LAST_WRONG_CODE_MESSAGE });
        // A recovery code used before is said so (it counted as a wrong try all the same).
        const spent = await isSpentRecoveryCode(app.repos, app.secretKeys, account.id, code);
        return reply
          .code(401)
          .send(
            spent
              ? { message: CODE_USED_MESSAGE, reason: 'code-used' as const }
              : { message: WRONG_CODE_MESSAGE, reason: 'wrong-code' as const },
          );
      }
      if (!(await app.signInChallenges.use(token))) return gone(reply);
      app.metrics.logins.inc({ outcome: 'success' });
      const result = await signedIn(app, request, account, method);
      if (method === 'recovery') {
        const left = await app.repos.recoveryCodes.remaining(account.id);
        await app.audit(request, {
          action: 'mfa.recovery-code-used',
          actor: { id: account.id, username: account.username },
          targetType: 'administrator',
          targetId: String(account.id),
          details: { left },
        });
        return { ...result, recoveryCodesLeft: left };
      }
      return result;
    },
  );

  app.post(
    passkeyOptions.path,
    {
      bodyLimit: 8 * 1024,
      config: signInRateLimit,
      schema: {
        body: passkeyOptions.body,
        response: passkeyOptions.response,
        ...routeDocs(passkeyOptions),
      },
    },
    async (request, reply) => {
      const token = request.body.challenge;
      if (token === undefined) {
        // A sign-in with a passkey alone: any of the accounts' discoverable passkeys.
        const options = await authenticationOptions(app.relyingParty, null);
        const challenge = await app.signInChallenges.open('passkey-login', null, options.challenge);
        return { challenge, options: options as unknown as Record<string, unknown> };
      }
      const challenge = await app.signInChallenges.find(token, ['mfa']);
      if (!challenge?.adminId) return gone(reply);
      const passkeys = await app.repos.passkeys.of(challenge.adminId);
      if (passkeys.length === 0) return reply.code(400).send({ error: NO_PASSKEYS_MESSAGE });
      const options = await authenticationOptions(app.relyingParty, passkeys);
      await app.signInChallenges.setWebAuthn(token, options.challenge);
      return { challenge: token, options: options as unknown as Record<string, unknown> };
    },
  );

  app.post(
    passkeyLogin.path,
    {
      bodyLimit: 64 * 1024,
      config: signInRateLimit,
      schema: {
        body: passkeyLogin.body,
        response: passkeyLogin.response,
        ...routeDocs(passkeyLogin),
      },
    },
    async (request, reply) => {
      const { challenge: token } = request.body;
      const answer = asAuthenticationResponse(request.body.response);
      if (!answer) return reply.code(400).send({ error: BAD_PASSKEY_ANSWER_MESSAGE });
      const challenge: ChallengeRecord | undefined = await app.signInChallenges.find(token, [
        'mfa',
        'passkey-login',
      ]);
      if (!challenge || challenge.challenge === '') return gone(reply);
      const passwordless = challenge.kind === 'passkey-login';
      const passkey = await app.repos.passkeys.find(answer.id);
      const owner =
        passkey && (passwordless || passkey.adminId === challenge.adminId)
          ? await app.repos.administrators.findById(passkey.adminId)
          : undefined;
      const step = await permit(request, reply, owner?.username ?? UNKNOWN_PASSKEY_USER);
      if (step.refused !== undefined) return reply.code(429).send({ message: step.refused });
      let counter: number | undefined;
      try {
        if (passkey && owner)
          counter = await verifiedAuthentication(
            app.relyingParty,
            answer,
            challenge.challenge,
            passkey,
            passwordless,
          );
      } finally {
        step.attempt.finish(counter === undefined ? 'failure' : 'success');
      }
      if (counter === undefined || !passkey || !owner) {
        app.metrics.logins.inc({ outcome: 'failure' });
        if (!passwordless) await app.signInChallenges.wrongTry(token);
        await signInRefused(
          app,
          request,
          owner?.username ?? UNKNOWN_PASSKEY_USER,
          'sign-in.failure',
          { step: 'passkey', passwordless, reason: passkey ? 'not verified' : 'unknown passkey' },
          owner?.id ?? null,
        );
        return reply.code(401).send({ message: PASSKEY_REFUSED_MESSAGE });
      }
      if (!(await app.signInChallenges.use(token))) return gone(reply);
      await app.repos.passkeys.used(passkey.id, counter, app.clock().toISOString());
      app.metrics.logins.inc({ outcome: 'success' });
      return signedIn(app, request, owner, 'passkey', { passwordless, passkey: passkey.name });
    },
  );
};
