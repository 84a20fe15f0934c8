import { moreRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { passkeyInfo } from '../auth/passkeys';
import { sessionList } from '../auth/session-list';
import { HttpError } from '../http-error';
import { checkNewPassword } from '../security/password-policy';
import { hashPassword, verifyPassword } from '../security/passwords';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';
import { checkProof } from './session-proof';

const { logout, account, changePassword, endSession, endOtherSessions } = moreRoutes;
export const SESSION_NOT_FOUND = 'Сеанс не найден или уже завершён';
const WRONG_CURRENT_PASSWORD = 'Текущий пароль указан неверно';
const SAME_PASSWORD = 'Новый пароль должен отличаться от текущего';

/**
 * The signed-in administrator's own account: sign out, the settings (second factors, active
 * sessions), ending sessions, changing the password. These calls stay open to an account that
 * must enrol a second factor first (MFA_REQUIRED).
 */
export const accountRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const signedIn = app.requireSignedIn({ enrolment: true });

  app.post(
    logout.path,
    { onRequest: signedIn, schema: { response: logout.response, ...routeDocs(logout) } },
    async (request) => {
      const admin = request.admin!;
      await app.repos.sessions.end(admin.sessionId, 'logout');
      await app.audit(request, {
        action: 'session.logout',
        targetType: 'session',
        targetId: admin.sessionId.slice(0, 8),
      });
      return { ok: true as const };
    },
  );

  app.get(
    account.path,
    { onRequest: signedIn, schema: { response: account.response, ...routeDocs(account) } },
    async (request) => {
      const admin = request.admin!;
      const [totp, recoveryCodesLeft, passkeys, sessions] = await Promise.all([
        app.repos.totp.find(admin.id),
        app.repos.recoveryCodes.remaining(admin.id),
        app.repos.passkeys.of(admin.id),
        app.repos.sessions.openOf(admin.id),
      ]);
      return {
        id: admin.id,
        username: admin.username,
        role: admin.role,
        totp: Boolean(totp?.confirmedAt),
        recoveryCodesLeft,
        passkeys: passkeys.map(passkeyInfo),
        mfaRequired: app.roleNeedsSecondFactor(admin.role),
        sessions: sessionList(sessions, admin.sessionId, app.clock().getTime(), app.sessionIdleMs),
      };
    },
  );

  app.put(
    changePassword.path,
    {
      onRequest: signedIn,
      bodyLimit: 8 * 1024,
      schema: {
        body: changePassword.body,
        response: changePassword.response,
        ...routeDocs(changePassword),
      },
    },
    async (request, reply) => {
      const admin = request.admin!;
      const { currentPassword, newPassword } = request.body;
      // Guessing the current password here counts like guessing it at the sign-in.
      const ok = await checkProof(app, request, reply, { password: currentPassword });
      const record = await app.repos.administrators.findById(admin.id);
      if (!ok || !record) {
        await app.audit(request, {
          action: 'account.password-change-refused',
          targetType: 'administrator',
          targetId: String(admin.id),
        });
        throw new HttpError(400, WRONG_CURRENT_PASSWORD, 'error', 'currentPassword');
      }
      checkNewPassword(newPassword, admin.username);
      if (await verifyPassword(record.passwordHash, newPassword))
        throw new HttpError(400, SAME_PASSWORD, 'error', 'newPassword');
      await app.repos.administrators.update(admin.id, {
        username: record.username,
        passwordHash: await hashPassword(newPassword),
      });
      const ended = await app.repos.sessions.endAllOf(
        admin.id,
        'password-changed',
        admin.sessionId,
      );
      const updated = (await app.repos.administrators.findById(admin.id))!;
      await app.audit(request, {
        action: 'account.password-change',
        targetType: 'administrator',
        targetId: String(admin.id),
        details: { endedSessions: ended },
      });
      // The current password was just proven: the session may remove a passkey it does not
      // recognise at once. A passkey signs in by itself, so the answer lists them for review.
      await app.markRecentlyAuthenticated(request);
      const passkeys = await app.repos.passkeys.of(admin.id);
      // The token version moved (every older token stops working): this session goes on.
      return {
        ok: true as const,
        token: app.reissueToken(updated, admin.sessionId),
        passkeys: passkeys.map(passkeyInfo),
      };
    },
  );

  app.delete(
    endSession.path,
    {
      onRequest: signedIn,
      schema: {
        params: endSession.params,
        response: endSession.response,
        ...routeDocs(endSession),
      },
    },
    async (request) => {
      const admin = request.admin!;
      const session = await app.repos.sessions.find(request.params.id);
      if (!session || session.adminId !== admin.id || session.endedAt !== null)
        throw new HttpError(404, SESSION_NOT_FOUND);
      const ended = (await app.repos.sessions.end(session.id, 'ended-by-owner')) ? 1 : 0;
      await app.audit(request, {
        action: 'session.end',
        targetType: 'session',
        targetId: session.id.slice(0, 8),
        details: { current: session.id === admin.sessionId },
      });
      return { ended };
    },
  );

  app.post(
    endOtherSessions.path,
    {
      onRequest: signedIn,
      bodyLimit: 1024,
      schema: {
        body: endOtherSessions.body,
        response: endOtherSessions.response,
        ...routeDocs(endOtherSessions),
      },
    },
    async (request) => {
      const admin = request.admin!;
      const ended = await app.repos.sessions.endAllOf(admin.id, 'ended-by-owner', admin.sessionId);
      await app.audit(request, {
        action: 'session.end-others',
        targetType: 'administrator',
        targetId: String(admin.id),
        details: { ended },
      });
      return { ended };
    },
  );
};
