import { moreRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { CODE_USED_MESSAGE, isSpentRecoveryCode } from '../auth/second-factor';
import { HttpError } from '../http-error';
import type { TypeBoxProvider } from '../type-provider';
import { signInRateLimit } from './login';
import { routeDocs } from './route-docs';
import { checkProof } from './session-proof';

const { reauth } = moreRoutes;

export const PASSWORD_OR_CODE = 'Введите пароль или код (одно из двух)';
export const WRONG_PASSWORD = 'Неверный пароль';
export const WRONG_CODE = 'Неверный код';

/**
 * POST /api/admin/me/reauth: the signed-in administrator confirms the password or a code (of the
 * authenticator app or a recovery code); the session then counts as recently authenticated for
 * 5 minutes (docs/decisions/api-0010-re-authentication.md). Each check goes through the login
 * limit and the login's request rate; both outcomes are audited. Open to an account that must
 * enrol first (its enrolment may outlast the sign-in's 5 minutes).
 */
export const accountReauthRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();

  app.post(
    reauth.path,
    {
      onRequest: app.requireSignedIn({ enrolment: true }),
      bodyLimit: 8 * 1024,
      config: signInRateLimit,
      schema: { body: reauth.body, response: reauth.response, ...routeDocs(reauth) },
    },
    async (request, reply) => {
      const admin = request.admin!;
      const { password, code } = request.body;
      if ((password === undefined) === (code === undefined))
        throw new HttpError(400, PASSWORD_OR_CODE, 'error', 'password');
      const method = await checkProof(
        app,
        request,
        reply,
        password !== undefined ? { password } : { code: code! },
      );
      const audit = (action: string, details: Record<string, unknown>) =>
        app.audit(request, {
          action,
          targetType: 'session',
          targetId: admin.sessionId.slice(0, 8),
          details,
        });
      if (!method) {
        await audit('session.reauth-refused', {
          with: password !== undefined ? 'password' : 'code',
        });
        if (password !== undefined) throw new HttpError(400, WRONG_PASSWORD, 'error', 'password');
        const spent = await isSpentRecoveryCode(app.repos, app.secretKeys, admin.id, code!);
        throw new HttpError(400, spent ? CODE_USED_MESSAGE : WRONG_CODE, 'error', 'code');
      }
      const until = await app.markRecentlyAuthenticated(request);
      await audit('session.reauth', { method });
      return { until: until.toISOString() };
    },
  );
};
