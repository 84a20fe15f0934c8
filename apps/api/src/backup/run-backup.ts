import { mkdirSync, statSync } from 'node:fs';
import { access, chmod, constants, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiConfig } from '../env';
import {
  appendBackupLog,
  backupFileName,
  megabytes,
  pruneBackups,
  removeStalePartials,
  sha256Of,
  writeChecksum,
  type Engine,
} from './backup-files';
import { describeCounts, type ContentCounts } from './content-counts';
import { OperatorError } from './operator-error';
import { backupPostgres } from './postgres-backup';
import { backupSqlite } from './sqlite-backup';

export interface BackupOutcome {
  file: string;
  engine: Engine;
  bytes: number;
  sha256: string;
  counts: ContentCounts;
  /** Older backups removed to keep BACKUP_KEEP. */
  removed: string[];
  ms: number;
}

async function writableDirectory(dir: string): Promise<void> {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    await access(dir, constants.W_OK);
  } catch (error) {
    throw new OperatorError(
      `The backup directory ${dir} cannot be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): ` +
        'check BACKUP_DIR, its permissions and ownership.',
    );
  }
}

/**
 * One backup of the configured database into BACKUP_DIR: written under a temporary name, checked,
 * renamed, its SHA-256 written beside it, older backups beyond BACKUP_KEEP removed, and a line
 * added to BACKUP_DIR/backup.log (also when it fails).
 */
export async function runBackup(config: ApiConfig, now: () => Date): Promise<BackupOutcome> {
  const engine: Engine = config.databaseUrl ? 'postgresql' : 'sqlite';
  const dir = config.backupDir;
  await writableDirectory(dir);
  const started = now();
  const file = join(dir, backupFileName(engine, started));
  const partial = join(dir, `.${backupFileName(engine, started)}.partial`);
  try {
    const counts = config.databaseUrl
      ? await backupPostgres(config.databaseUrl, partial)
      : await backupSqlite(config.databasePath, partial);
    // It holds password hashes and sealed secrets: the operator's eyes only.
    await chmod(partial, 0o600);
    await rename(partial, file);
    const sha256 = await sha256Of(file);
    await writeChecksum(file, sha256);
    const removed = await pruneBackups(dir, config.backupKeep);
    await removeStalePartials(dir, started.getTime());
    const outcome: BackupOutcome = {
      file,
      engine,
      bytes: statSync(file).size,
      sha256,
      counts,
      removed,
      ms: now().getTime() - started.getTime(),
    };
    await appendBackupLog(
      dir,
      `${started.toISOString()} ok ${engine} ${backupFileName(engine, started)} ` +
        `${megabytes(outcome.bytes)} sha256=${sha256} ${(outcome.ms / 1000).toFixed(1)} s; ` +
        `${describeCounts(counts)}; removed ${removed.length} older`,
    );
    return outcome;
  } catch (error) {
    await rm(partial, { force: true });
    await appendBackupLog(
      dir,
      `${started.toISOString()} FAILED ${engine}: ${(error as Error).message.replace(/\s+/g, ' ')}`,
    ).catch(() => undefined);
    throw error;
  }
}
