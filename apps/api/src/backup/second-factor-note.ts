import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { secretKeys } from '../auth/secret-box';
import type { ApiConfig } from '../env';

/**
 * The authenticator secrets in the database are sealed with a key from JWT_SECRET, which is not
 * in a backup (docs/decisions/api-0014). After a restore, says whether this installation's
 * secret opens them, or what to do — undefined when there is nothing to say.
 */
export function secondFactorNote(config: ApiConfig, sealedSecrets: string[]): string | undefined {
  if (sealedSecrets.length === 0) return undefined;
  const file = join(config.dataDir, 'jwt-secret');
  const secret =
    config.jwtSecret ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);
  if (secret === undefined)
    return (
      `${sealedSecrets.length} administrator(s) use an authenticator app, whose secrets (and the ` +
      'recovery codes) work only with the JWT_SECRET of the installation this backup came from: ' +
      'set that JWT_SECRET before starting the API.'
    );
  const keys = secretKeys(secret);
  const unreadable = sealedSecrets.filter((sealed) => {
    try {
      keys.open(sealed);
      return false;
    } catch {
      return true;
    }
  }).length;
  if (unreadable === 0) return undefined;
  return (
    `WARNING: ${unreadable} of ${sealedSecrets.length} authenticator app enrolments were sealed ` +
    "with another JWT_SECRET than this installation's: start the API with the JWT_SECRET of the " +
    'installation this backup came from, or those administrators sign in with a recovery code ' +
    'only after their second factor is reset (pnpm --filter @fuelcard/api admin:reset-mfa <username>).'
  );
}
