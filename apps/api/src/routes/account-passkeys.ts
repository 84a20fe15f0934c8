import { moreRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  asRegistrationResponse,
  registrationOptions,
  verifiedRegistration,
} from '../auth/passkeys';
import { hasSecondFactor } from '../auth/second-factor';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../http-error';
import type { TypeBoxProvider } from '../type-provider';
import { replaceCodes } from './account-second-factors';
import { keepOneFactor } from './keep-one-factor';
import { routeDocs } from './route-docs';

const { passkeyRegistrationOptions, addPasskey, removePasskey } = moreRoutes;

const PASSKEY_NOT_FOUND = 'Ключ доступа не найден';
const PASSKEY_CHALLENGE_GONE = 'Время на добавление ключа истекло: начните заново';
const PASSKEY_NOT_VERIFIED = 'Ключ доступа не подтверждён: попробуйте ещё раз';
const PASSKEY_ALREADY = 'Этот ключ доступа уже добавлен';
const BAD_PASSKEY_ANSWER = 'Некорректный ответ ключа доступа';
const DEFAULT_PASSKEY_NAME = 'Ключ доступа';

/**
 * The administrator's own passkeys: register (options, then the browser's answer) and remove.
 * A passkey signs in by itself, so both want a recent authentication (403 `reauthRequired`
 * otherwise: a stolen token alone cannot add a way in); a new passkey keeps the address it was
 * added from, shown in the settings and in the audit (`mfa.passkey-add`).
 */
export const accountPasskeyRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const signedIn = app.requireSignedIn({ enrolment: true });
  const recent = app.requireRecentAuthentication;

  const audit = (request: FastifyRequest, action: string, details: Record<string, unknown> = {}) =>
    app.audit(request, {
      action,
      targetType: 'administrator',
      targetId: String(request.admin!.id),
      details,
    });

  app.post(
    passkeyRegistrationOptions.path,
    {
      onRequest: signedIn,
      preHandler: recent,
      bodyLimit: 1024,
      schema: {
        body: passkeyRegistrationOptions.body,
        response: passkeyRegistrationOptions.response,
        ...routeDocs(passkeyRegistrationOptions),
      },
    },
    async (request) => {
      const admin = request.admin!;
      const options = await registrationOptions(
        app.relyingParty,
        admin,
        await app.repos.passkeys.of(admin.id),
      );
      const challenge = await app.signInChallenges.open(
        'passkey-register',
        admin.id,
        options.challenge,
      );
      return { challenge, options: options as unknown as Record<string, unknown> };
    },
  );

  app.post(
    addPasskey.path,
    {
      onRequest: signedIn,
      preHandler: recent,
      bodyLimit: 64 * 1024,
      schema: { body: addPasskey.body, response: addPasskey.response, ...routeDocs(addPasskey) },
    },
    async (request, reply) => {
      const admin = request.admin!;
      const answer = asRegistrationResponse(request.body.response);
      if (!answer) throw new HttpError(400, BAD_PASSKEY_ANSWER, 'error', 'response');
      const challenge = await app.signInChallenges.find(request.body.challenge, [
        'passkey-register',
      ]);
      if (!challenge || challenge.adminId !== admin.id)
        throw new HttpError(400, PASSKEY_CHALLENGE_GONE, 'error', 'challenge');
      const credential = await verifiedRegistration(app.relyingParty, answer, challenge.challenge);
      if (!credential) throw new HttpError(400, PASSKEY_NOT_VERIFIED, 'error', 'response');
      if (!(await app.signInChallenges.use(request.body.challenge)))
        throw new HttpError(400, PASSKEY_CHALLENGE_GONE, 'error', 'challenge');
      const name = request.body.name?.trim() || DEFAULT_PASSKEY_NAME;
      try {
        await app.repos.passkeys.add({
          id: credential.id,
          adminId: admin.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name,
          createdAt: app.clock().toISOString(),
          createdIp: request.ip,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, PASSKEY_ALREADY);
        throw error;
      }
      // An account that signs in with passkeys alone gets recovery codes with its first one (and
      // whenever it adds one with none left): a lost key must not need the server's operator.
      const recoveryCodes =
        (await app.repos.recoveryCodes.remaining(admin.id)) === 0
          ? await replaceCodes(app, admin.id)
          : undefined;
      await audit(request, 'mfa.passkey-add', {
        name,
        ip: request.ip,
        ...(recoveryCodes ? { recoveryCodes: recoveryCodes.length } : {}),
      });
      return reply
        .code(201)
        .send({ ok: true as const, ...(recoveryCodes ? { recoveryCodes } : {}) });
    },
  );

  app.delete(
    removePasskey.path,
    {
      onRequest: signedIn,
      preHandler: recent,
      schema: {
        params: removePasskey.params,
        response: removePasskey.response,
        ...routeDocs(removePasskey),
      },
    },
    async (request) => {
      const admin = request.admin!;
      const passkey = await app.repos.passkeys.find(request.params.id);
      if (!passkey || passkey.adminId !== admin.id) throw new HttpError(404, PASSKEY_NOT_FOUND);
      await keepOneFactor(app, admin, 'passkey');
      await app.repos.passkeys.remove(admin.id, passkey.id);
      // With the last factor go the recovery codes (they are no factor by themselves).
      if (!(await hasSecondFactor(app.repos, admin.id)))
        await app.repos.recoveryCodes.removeAll(admin.id);
      await audit(request, 'mfa.passkey-remove', { name: passkey.name });
      return { ok: true as const };
    },
  );
};
