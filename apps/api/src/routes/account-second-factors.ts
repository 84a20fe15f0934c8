import { company } from '@fuelcard/offices';
import { moreRoutes } from '@fuelcard/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CODE_USED_MESSAGE,
  hasSecondFactor,
  isSpentRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  totpStep,
} from '../auth/second-factor';
import { HttpError } from '../http-error';
import type { TypeBoxProvider } from '../type-provider';
import { keepOneFactor } from './keep-one-factor';
import { routeDocs } from './route-docs';
import { checkProof, throttledCheck } from './session-proof';

const { startTotp, confirmTotp, removeTotp, newRecoveryCodes: renewRecoveryCodes } = moreRoutes;

const TOTP_ALREADY =
  'Приложение-аутентификатор уже подключено: чтобы заменить его, сначала удалите его';
const NO_PENDING_TOTP = 'Сначала начните подключение приложения-аутентификатора';
const NO_TOTP = 'Приложение-аутентификатор не подключено';
const NO_SECOND_FACTOR =
  'Коды восстановления выдаются со вторым фактором: сначала подключите приложение-аутентификатор или ключ доступа';
const WRONG_TOTP =
  'Неверный код: проверьте время на телефоне и введите код, который приложение показывает сейчас';
const WRONG_CONFIRMATION = 'Неверный пароль или код';
const CONFIRM_WITH_ONE =
  'Подтвердите действие паролем или кодом из приложения (одним из двух) либо без них, если вход подтверждён недавно';

/** Ten new recovery codes for an account (only their keyed hashes are stored). */
export async function replaceCodes(app: FastifyInstance, adminId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await app.repos.recoveryCodes.replace(
    adminId,
    codes.map((code) => app.secretKeys.hash(normaliseRecoveryCode(code))),
  );
  return codes;
}

/** The issuer authenticator apps show next to the account. */
const TOTP_ISSUER = company.brandName;

/**
 * The administrator's own authenticator app (TOTP) with its recovery codes (the passkeys are
 * account-passkeys.ts). Open to an account that must enrol first. Every call changes how the account
 * signs in, so each wants a recent authentication (a sign-in or POST /api/admin/me/reauth within
 * 5 minutes: 403 `reauthRequired` otherwise), and every code or password it checks counts in the
 * login limit. Removing the last factor of a role that requires one is refused (409).
 */
export const accountSecondFactorRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const signedIn = app.requireSignedIn({ enrolment: true });
  const recent = app.requireRecentAuthentication;
  const nowMs = () => app.clock().getTime();

  const audit = (request: FastifyRequest, action: string, details: Record<string, unknown> = {}) =>
    app.audit(request, {
      action,
      targetType: 'administrator',
      targetId: String(request.admin!.id),
      details,
    });

  const replaceRecoveryCodes = (adminId: number) => replaceCodes(app, adminId);

  /** The refusal of a code: a recovery code used before is said so. */
  async function wrongCode(adminId: number, code: string, message: string): Promise<HttpError> {
    const spent = await isSpentRecoveryCode(app.repos, app.secretKeys, adminId, code);
    return new HttpError(400, spent ? CODE_USED_MESSAGE : message, 'error', 'code');
  }

  app.post(
    startTotp.path,
    {
      onRequest: signedIn,
      preHandler: recent,
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
      preHandler: recent,
      bodyLimit: 1024,
      schema: { body: confirmTotp.body, response: confirmTotp.response, ...routeDocs(confirmTotp) },
    },
    async (request, reply) => {
      const admin = request.admin!;
      const pending = await app.repos.totp.find(admin.id);
      if (!pending || pending.confirmedAt) throw new HttpError(400, NO_PENDING_TOTP);
      // A code check like any other behind a session: counted by the login limit.
      const confirmed = await throttledCheck(app, request, reply, async () => {
        const step = await totpStep(
          app.secretKeys.open(pending.secret),
          request.body.code.trim(),
          nowMs(),
        );
        return step !== undefined && (await app.repos.totp.confirm(admin.id, step));
      });
      if (!confirmed) throw new HttpError(400, WRONG_TOTP, 'error', 'code');
      const recoveryCodes = await replaceRecoveryCodes(admin.id);
      await audit(request, 'mfa.totp-enable');
      return { recoveryCodes };
    },
  );

  app.post(
    removeTotp.path,
    {
      onRequest: signedIn,
      preHandler: recent,
      bodyLimit: 8 * 1024,
      schema: { body: removeTotp.body, response: removeTotp.response, ...routeDocs(removeTotp) },
    },
    async (request, reply) => {
      const admin = request.admin!;
      const { password, code } = request.body;
      if (password !== undefined && code !== undefined)
        throw new HttpError(400, CONFIRM_WITH_ONE, 'error', 'password');
      if (!(await app.repos.totp.find(admin.id))?.confirmedAt) throw new HttpError(400, NO_TOTP);
      // The recent authentication is the confirmation; a password or code sent as well is
      // checked (through the login limit), as before.
      if (password !== undefined || code !== undefined) {
        const proof = password !== undefined ? { password } : { code: code! };
        if (!(await checkProof(app, request, reply, proof)))
          throw password
            ? new HttpError(400, WRONG_CONFIRMATION, 'error', 'password')
            : await wrongCode(admin.id, code!, WRONG_CONFIRMATION);
      }
      await keepOneFactor(app, admin, 'totp');
      await app.repos.totp.remove(admin.id);
      // The recovery codes stay while a passkey is left: they are that account's way back too.
      if ((await app.repos.passkeys.of(admin.id)).length === 0)
        await app.repos.recoveryCodes.removeAll(admin.id);
      await audit(request, 'mfa.totp-remove', {
        confirmedWith: password ? 'password' : code ? 'code' : 'recent-authentication',
      });
      return { ok: true as const };
    },
  );

  app.post(
    renewRecoveryCodes.path,
    {
      onRequest: signedIn,
      preHandler: recent,
      bodyLimit: 1024,
      schema: {
        body: renewRecoveryCodes.body,
        response: renewRecoveryCodes.response,
        ...routeDocs(renewRecoveryCodes),
      },
    },
    async (request, reply) => {
      const admin = request.admin!;
      if (!(await hasSecondFactor(app.repos, admin.id))) throw new HttpError(400, NO_SECOND_FACTOR);
      const { code } = request.body;
      let method: string = 'recent-authentication';
      if (code !== undefined) {
        const checked = await checkProof(app, request, reply, { code });
        if (!checked) throw await wrongCode(admin.id, code, WRONG_TOTP);
        method = checked;
      }
      const recoveryCodes = await replaceRecoveryCodes(admin.id);
      await audit(request, 'mfa.recovery-codes-renew', { confirmedWith: method });
      return { recoveryCodes };
    },
  );
};
