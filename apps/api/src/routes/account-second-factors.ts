import { company } from '@fuelcard/offices';
import { moreRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  asRegistrationResponse,
  registrationOptions,
  verifiedRegistration,
} from '../auth/passkeys';
import {
  checkSecondFactorCode,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  totpStep,
} from '../auth/second-factor';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../http-error';
import type { SignedInAdmin } from '../plugins/app/authentication';
import { verifyPassword } from '../security/passwords';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const {
  startTotp,
  confirmTotp,
  removeTotp,
  newRecoveryCodes: renewRecoveryCodes,
  passkeyRegistrationOptions,
  addPasskey,
  removePasskey,
} = moreRoutes;

const TOTP_ALREADY =
  'Приложение-аутентификатор уже подключено: чтобы заменить его, сначала удалите его';
const NO_PENDING_TOTP = 'Сначала начните подключение приложения-аутентификатора';
const NO_TOTP = 'Приложение-аутентификатор не подключено';
const WRONG_TOTP =
  'Неверный код: проверьте время на телефоне и введите код, который приложение показывает сейчас';
const WRONG_CONFIRMATION = 'Неверный пароль или код';
const CONFIRM_WITH_ONE = 'Подтвердите действие паролем или кодом из приложения';
const LAST_FACTOR =
  'Для вашей роли второй фактор обязателен: сначала подключите другой способ входа (ключ доступа или приложение)';
const PASSKEY_NOT_FOUND = 'Ключ доступа не найден';
const PASSKEY_CHALLENGE_GONE = 'Время на добавление ключа истекло: начните заново';
const PASSKEY_NOT_VERIFIED = 'Ключ доступа не подтверждён: попробуйте ещё раз';
const PASSKEY_ALREADY = 'Этот ключ доступа уже добавлен';
const BAD_PASSKEY_ANSWER = 'Некорректный ответ ключа доступа';
const DEFAULT_PASSKEY_NAME = 'Ключ доступа';

/** The issuer authenticator apps show next to the account. */
const TOTP_ISSUER = company.brandName;

/**
 * The administrator's own second factors: the authenticator app (TOTP) with its recovery codes,
 * and passkeys. Open to an account that must enrol first. Removing the last factor of a role that
 * requires one is refused (409).
 */
export const accountSecondFactorRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const signedIn = app.requireSignedIn({ enrolment: true });
  const nowMs = () => app.clock().getTime();

  const audit = (request: FastifyRequest, action: string, details: Record<string, unknown> = {}) =>
    app.audit(request, {
      action,
      targetType: 'administrator',
      targetId: String(request.admin!.id),
      details,
    });

  /** Ten new recovery codes for the account (only their keyed hashes are stored). */
  async function replaceRecoveryCodes(adminId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await app.repos.recoveryCodes.replace(
      adminId,
      codes.map((code) => app.secretKeys.hash(normaliseRecoveryCode(code))),
    );
    return codes;
  }

  /** Refuses to remove what would leave a role that needs a second factor without one. */
  async function keepOneFactor(admin: SignedInAdmin, removing: 'totp' | 'passkey') {
    if (!app.roleNeedsSecondFactor(admin.role)) return;
    const [totp, passkeys] = await Promise.all([
      app.repos.totp.find(admin.id),
      app.repos.passkeys.of(admin.id),
    ]);
    const left =
      (removing !== 'totp' && totp?.confirmedAt ? 1 : 0) +
      passkeys.length -
      (removing === 'passkey' ? 1 : 0);
    if (left <= 0) throw new HttpError(409, LAST_FACTOR);
  }

  app.post(
    startTotp.path,
    {
      onRequest: signedIn,
      bodyLimit: 1024,
      schema: { body: startTotp.body, response: startTotp.response, ...routeDocs(startTotp) },
    },
    async (request) => {
      const admin = request.admin!;
      if ((await app.repos.totp.find(admin.id))?.confirmedAt)
        throw new HttpError(409, TOTP_ALREADY);
      const setup = await newTotpSecret(admin.username, TOTP_ISSUER);
      await app.repos.totp.setPending(admin.id, app.secretKeys.seal(setup.secret));
      return setup;
    },
  );

  app.post(
    confirmTotp.path,
    {
      onRequest: signedIn,
      bodyLimit: 1024,
      schema: { body: confirmTotp.body, response: confirmTotp.response, ...routeDocs(confirmTotp) },
    },
    async (request) => {
      const admin = request.admin!;
      const pending = await app.repos.totp.find(admin.id);
      if (!pending || pending.confirmedAt) throw new HttpError(400, NO_PENDING_TOTP);
      const step = await totpStep(
        app.secretKeys.open(pending.secret),
        request.body.code.trim(),
        nowMs(),
      );
      if (step === undefined || !(await app.repos.totp.confirm(admin.id, step)))
        throw new HttpError(400, WRONG_TOTP, 'error', 'code');
      const recoveryCodes = await replaceRecoveryCodes(admin.id);
      await audit(request, 'mfa.totp-enable');
      return { recoveryCodes };
    },
  );

  app.post(
    removeTotp.path,
    {
      onRequest: signedIn,
      bodyLimit: 8 * 1024,
      schema: { body: removeTotp.body, response: removeTotp.response, ...routeDocs(removeTotp) },
    },
    async (request) => {
      const admin = request.admin!;
      const { password, code } = request.body;
      if ((password === undefined) === (code === undefined))
        throw new HttpError(400, CONFIRM_WITH_ONE, 'error', 'password');
      if (!(await app.repos.totp.find(admin.id))?.confirmedAt) throw new HttpError(400, NO_TOTP);
      const record = await app.repos.administrators.findById(admin.id);
      const confirmed =
        password !== undefined
          ? Boolean(record && (await verifyPassword(record.passwordHash, password)))
          : Boolean(
              await checkSecondFactorCode(app.repos, app.secretKeys, admin.id, code!, nowMs()),
            );
      if (!confirmed)
        throw new HttpError(400, WRONG_CONFIRMATION, 'error', password ? 'password' : 'code');
      await keepOneFactor(admin, 'totp');
      await app.repos.totp.remove(admin.id);
      await app.repos.recoveryCodes.removeAll(admin.id);
      await audit(request, 'mfa.totp-remove', { confirmedWith: password ? 'password' : 'code' });
      return { ok: true as const };
    },
  );

  app.post(
    renewRecoveryCodes.path,
    {
      onRequest: signedIn,
      bodyLimit: 1024,
      schema: {
        body: renewRecoveryCodes.body,
        response: renewRecoveryCodes.response,
        ...routeDocs(renewRecoveryCodes),
      },
    },
    async (request) => {
      const admin = request.admin!;
      if (!(await app.repos.totp.find(admin.id))?.confirmedAt) throw new HttpError(400, NO_TOTP);
      const method = await checkSecondFactorCode(
        app.repos,
        app.secretKeys,
        admin.id,
        request.body.code,
        nowMs(),
      );
      if (!method) throw new HttpError(400, WRONG_TOTP, 'error', 'code');
      const recoveryCodes = await replaceRecoveryCodes(admin.id);
      await audit(request, 'mfa.recovery-codes-renew', { confirmedWith: method });
      return { recoveryCodes };
    },
  );

  app.post(
    passkeyRegistrationOptions.path,
    {
      onRequest: signedIn,
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
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, PASSKEY_ALREADY);
        throw error;
      }
      await audit(request, 'mfa.passkey-add', { name });
      return reply.code(201).send({ ok: true as const });
    },
  );

  app.delete(
    removePasskey.path,
    {
      onRequest: signedIn,
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
      await keepOneFactor(admin, 'passkey');
      await app.repos.passkeys.remove(admin.id, passkey.id);
      await audit(request, 'mfa.passkey-remove', { name: passkey.name });
      return { ok: true as const };
    },
  );
};
