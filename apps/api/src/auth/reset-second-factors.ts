import type { OperatorRepositories } from '../db/open-for-operator';

export type ResetOutcome =
  | { found: false }
  | {
      found: true;
      adminId: number;
      totp: boolean;
      recoveryCodes: number;
      passkeys: number;
      endedSessions: number;
    };

/**
 * For a locked-out administrator (`admin:reset-mfa`): removes their authenticator, recovery codes
 * and passkeys and ends their sessions, audited as done by the server's operator. They then sign
 * in with the password (and enrol again where MFA_REQUIRED asks for it).
 */
export async function resetSecondFactors(
  repos: OperatorRepositories,
  username: string,
): Promise<ResetOutcome> {
  const account = await repos.administrators.findByUsername(username.trim());
  if (!account) return { found: false };
  const [totp, recoveryCodes, passkeys] = await Promise.all([
    repos.totp.find(account.id),
    repos.recoveryCodes.remaining(account.id),
    repos.passkeys.of(account.id),
  ]);
  await repos.totp.remove(account.id);
  await repos.recoveryCodes.removeAll(account.id);
  await repos.passkeys.removeAll(account.id);
  const endedSessions = await repos.sessions.endAllOf(account.id, 'mfa-reset');
  const outcome = {
    found: true as const,
    adminId: account.id,
    totp: Boolean(totp?.confirmedAt),
    recoveryCodes,
    passkeys: passkeys.length,
    endedSessions,
  };
  await repos.adminAudit.append({
    actorId: null,
    actorUsername: 'operator',
    action: 'mfa.reset',
    targetType: 'administrator',
    targetId: String(account.id),
    ip: '',
    userAgent: 'admin:reset-mfa',
    details: {
      username: account.username,
      totp: outcome.totp,
      recoveryCodes,
      passkeys: outcome.passkeys,
      endedSessions,
    },
  });
  return outcome;
}
