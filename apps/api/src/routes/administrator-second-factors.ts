import { moreRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { passkeyInfo } from '../auth/passkeys';
import { removeSecondFactors, resetDetails } from '../auth/reset-second-factors';
import { HttpError } from '../http-error';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const { resetAdministratorSecondFactor, listAdministratorPasskeys, removeAdministratorPasskey } =
  moreRoutes;
const NOT_FOUND = 'Администратор не найден';
const PASSKEY_NOT_FOUND = 'Ключ доступа не найден';
export const OWN_SECOND_FACTOR =
  'Свой второй фактор нельзя сбросить здесь: приложение, ключи доступа и коды восстановления меняются в ваших настройках';

/**
 * The superadmin and another administrator's second factor (issue 23): reset it all (the
 * authenticator, passkeys and recovery codes go, the sessions end: they sign in with the password
 * and enrol again), or review the passkeys — after a password reset, a passkey the owner did not
 * add would still sign in by itself — and remove one. The changes want a recent authentication
 * and are audited; one's own second factor is changed in one's settings.
 */
export const administratorSecondFactorRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const superadminOnly = app.requireRole('superadmin');
  const recent = app.requireRecentAuthentication;

  /** The account of the path's id (404 when unknown). */
  async function target(id: string) {
    const account = await app.repos.administrators.findById(Number(id));
    if (!account) throw new HttpError(404, NOT_FOUND);
    return account;
  }

  app.delete(
    resetAdministratorSecondFactor.path,
    {
      onRequest: superadminOnly,
      // Unknown and own accounts are refused before a re-authentication is asked for.
      preHandler: [
        async (request: FastifyRequest) => {
          const { id } = request.params as { id: string };
          if (Number(id) === request.admin?.id) throw new HttpError(409, OWN_SECOND_FACTOR);
          await target(id);
        },
        recent,
      ],
      schema: {
        params: resetAdministratorSecondFactor.params,
        response: resetAdministratorSecondFactor.response,
        ...routeDocs(resetAdministratorSecondFactor),
      },
    },
    async (request) => {
      const account = await target(request.params.id);
      const removed = await removeSecondFactors(app.repos, account.id);
      await app.audit(request, {
        action: 'mfa.reset',
        targetType: 'administrator',
        targetId: String(account.id),
        details: resetDetails(account, removed),
      });
      return { ok: true as const };
    },
  );

  app.get(
    listAdministratorPasskeys.path,
    {
      onRequest: superadminOnly,
      schema: {
        params: listAdministratorPasskeys.params,
        response: listAdministratorPasskeys.response,
        ...routeDocs(listAdministratorPasskeys),
      },
    },
    async (request) => {
      const account = await target(request.params.id);
      const passkeys = await app.repos.passkeys.of(account.id);
      return { username: account.username, passkeys: passkeys.map(passkeyInfo) };
    },
  );

  app.delete(
    removeAdministratorPasskey.path,
    {
      onRequest: superadminOnly,
      preHandler: recent,
      schema: {
        params: removeAdministratorPasskey.params,
        response: removeAdministratorPasskey.response,
        ...routeDocs(removeAdministratorPasskey),
      },
    },
    async (request) => {
      const account = await target(request.params.id);
      const passkey = await app.repos.passkeys.find(request.params.passkeyId);
      if (!passkey || passkey.adminId !== account.id) throw new HttpError(404, PASSKEY_NOT_FOUND);
      await app.repos.passkeys.remove(account.id, passkey.id);
      await app.audit(request, {
        action: 'mfa.passkey-remove',
        targetType: 'administrator',
        targetId: String(account.id),
        details: { username: account.username, name: passkey.name, bySuperadmin: true },
      });
      return { ok: true as const };
    },
  );
};
