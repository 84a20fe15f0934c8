import type { AdministratorRecord } from '../db/port';
import type { OperatorRepositories } from '../db/open-for-operator';

/** What a reset removed and ended. */
export interface RemovedSecondFactors {
  totp: boolean;
  recoveryCodes: number;
  passkeys: number;
  endedSessions: number;
}

export type ResetOutcome =
  { found: false } | ({ found: true; adminId: number } & RemovedSecondFactors);

/**
 * Removes an account's authenticator, recovery codes and passkeys and ends its sessions (reason
 * `mfa-reset`); the caller audits it. They then sign in with the password (and enrol again where
 * MFA_REQUIRED asks for it).
 */
export async function removeSecondFactors(
  repos: Pick<OperatorRepositories, 'sessions' | 'totp' | 'recoveryCodes' | 'passkeys'>,
  adminId: number,
): Promise<RemovedSecondFactors> {
  const [totp, recoveryCodes, passkeys] = await Promise.all([
    repos.totp.find(adminId),
    repos.recoveryCodes.remaining(adminId),
    repos.passkeys.of(adminId),
  ]);
  await repos.totp.remove(adminId);
  await repos.recoveryCodes.removeAll(adminId);
  await repos.passkeys.removeAll(adminId);
  const endedSessions = await repos.sessions.endAllOf(adminId, 'mfa-reset');
  return {
    totp: Boolean(totp?.confirmedAt),
    recoveryCodes,
    passkeys: passkeys.length,
    endedSessions,
  };
}

/** The audit details of a reset (the same for the operator's and the superadmin's). */
export const resetDetails = (
  account: Pick<AdministratorRecord, 'username'>,
  removed: RemovedSecondFactors,
) => ({
  username: account.username,
  ...removed,
});

/**
 * For a locked-out administrator (`admin:reset-mfa`): removes their second factors and ends their
 * sessions, audited as done by the server's operator.
 */
export async function resetSecondFactors(
  repos: OperatorRepositories,
  username: string,
): Promise<ResetOutcome> {
  const account = await repos.administrators.findByUsername(username.trim());
  if (!account) return { found: false };
  const removed = await removeSecondFactors(repos, account.id);
  await repos.adminAudit.append({
    actorId: null,
    actorUsername: 'operator',
    action: 'mfa.reset',
    targetType: 'administrator',
    targetId: String(account.id),
    ip: '',
    userAgent: 'admin:reset-mfa',
    details: resetDetails(account, removed),
  });
  return { found: true, adminId: account.id, ...removed };
}
