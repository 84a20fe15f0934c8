import { existsSync, statSync } from 'node:fs';
import type { ApiConfig } from '../env';
import { verifyChecksum } from './backup-files';
import { backupKind } from './backup-kind';
import { OperatorError } from './operator-error';
import { restorePostgres } from './restore-postgres';
import { restoreSqlite, type RestoreOutcome } from './restore-sqlite';
import { secondFactorNote } from './second-factor-note';

/**
 * Restores a backup of `pnpm backup` into the configured database: the file must exist, match
 * its SHA-256 and be a backup of the configured engine; then the engine's restore (which refuses
 * a database in use or not empty unless `force`, and runs the migrations). Every refusal is an
 * OperatorError, and nothing is changed by one.
 */
export async function runRestore(
  config: ApiConfig,
  file: string,
  options: { force: boolean; now: Date },
): Promise<RestoreOutcome> {
  if (!existsSync(file) || !statSync(file).isFile())
    throw new OperatorError(`There is no backup file ${file}.`);
  await verifyChecksum(file);
  const kind = await backupKind(file);
  const configured = config.databaseUrl ? 'postgresql' : 'sqlite';
  if (kind !== configured)
    throw new OperatorError(
      `${file} is a backup of ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, but the API is ` +
        `configured for ${configured === 'sqlite' ? 'SQLite (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}: ` +
        'restore it with the configuration of its own engine. Nothing was changed.',
    );
  const outcome = config.databaseUrl
    ? await restorePostgres(file, config.databaseUrl, { force: options.force })
    : await restoreSqlite(file, config.databasePath, options);
  const note = secondFactorNote(config, outcome.sealedTotpSecrets);
  return note ? { ...outcome, notes: [...outcome.notes, note] } : outcome;
}
