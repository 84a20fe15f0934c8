import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import type { SignedInAdmin } from '../plugins/app/authentication';

const LAST_FACTOR =
  'Для вашей роли второй фактор обязателен: сначала подключите другой способ входа (ключ доступа или приложение)';

/** Refuses (409) to remove what would leave a role that needs a second factor without one. */
export async function keepOneFactor(
  app: FastifyInstance,
  admin: SignedInAdmin,
  removing: 'totp' | 'passkey',
): Promise<void> {
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
