import { describeCounts } from '../backup/content-counts';
import { megabytes } from '../backup/backup-files';
import { runBackup } from '../backup/run-backup';
import { readEnv } from '../env';
import { reportFailure } from './operator-command';

/*
 * pnpm backup   (or, next to a deployed apps/api/dist: node dist/backup.js)
 *
 * For the server's operator: a consistent backup of the API's database — SQLite (DATA_DIR /
 * DATABASE_PATH) by SQLite's online backup API, PostgreSQL (DATABASE_URL) by pg_dump in custom
 * format — into BACKUP_DIR, running or stopped, with its SHA-256 beside it and a line in
 * BACKUP_DIR/backup.log; BACKUP_KEEP (default 14) backups are kept. docs/decisions/api-0014.
 * Exit codes: 0 done, 1 failed (the reason is printed), 2 usage.
 */
async function main(): Promise<number> {
  if (process.argv.length > 2) {
    console.error(
      'Usage: pnpm backup   (no arguments: BACKUP_DIR and BACKUP_KEEP come from the environment)',
    );
    return 2;
  }
  const config = readEnv();
  const outcome = await runBackup(config, () => new Date());
  console.log(
    [
      `Backup written: ${outcome.file}`,
      `  ${outcome.engine}, ${megabytes(outcome.bytes)}, SHA-256 ${outcome.sha256} (in ${outcome.file}.sha256)`,
      `  ${describeCounts(outcome.counts)}`,
      config.backupKeep === 0
        ? '  Every backup is kept (BACKUP_KEEP=0).'
        : `  The newest ${config.backupKeep} backups are kept (BACKUP_KEEP)` +
          (outcome.removed.length ? `; removed: ${outcome.removed.join(', ')}` : '.'),
    ].join('\n'),
  );
  return 0;
}

main().then((code) => process.exit(code), reportFailure);
