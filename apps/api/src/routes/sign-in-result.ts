import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdministratorRecord } from '../db/port';
import { clientOf } from '../plugins/app/authentication';

export type SignInMethod = 'password' | 'totp' | 'recovery' | 'passkey';

/**
 * The end of a successful sign-in, whatever its steps: the latest sign-in is recorded, a session
 * starts, the audit says how. A role that must use a second factor and has none gets its token
 * with `mfaEnrolmentRequired` (the session may only enrol one).
 */
export async function signedIn(
  app: FastifyInstance,
  request: FastifyRequest,
  account: AdministratorRecord,
  method: SignInMethod,
  details: Record<string, unknown> = {},
): Promise<{ token: string; mfaEnrolmentRequired?: true }> {
  // Bookkeeping: a busy or failing write never fails the sign-in itself. Awaited, so that the
  // next sign-in's «Предыдущий вход» is this one on every engine.
  await app.repos.administrators
    .recordSignIn(account.id, request.ip)
    .catch((error: unknown) => request.log.error({ err: error }, 'sign-in time not stored'));
  const token = await app.startSession(account, clientOf(request));
  const enrol = await app.mustEnrolFirst(account);
  await app.audit(request, {
    action: 'sign-in.success',
    actor: { id: account.id, username: account.username },
    targetType: 'administrator',
    targetId: String(account.id),
    details: { method, ...details, ...(enrol ? { mfaEnrolmentRequired: true } : {}) },
  });
  return enrol ? { token, mfaEnrolmentRequired: true } : { token };
}

/** An audit entry of a refused sign-in step (who was tried, from where, why). */
export async function signInRefused(
  app: FastifyInstance,
  request: FastifyRequest,
  username: string,
  action: 'sign-in.failure' | 'sign-in.throttled',
  details: Record<string, unknown>,
  adminId: number | null = null,
): Promise<void> {
  await app.audit(request, {
    action,
    actor: { id: adminId, username: username.slice(0, 100) },
    details,
  });
}
