import { resolve } from 'node:path';
import { describeCounts } from '../backup/content-counts';
import { runRestore } from '../backup/run-restore';
import { describeUrl } from '../db/postgres/open-database';
import { readEnv } from '../env';
import { reportFailure } from './operator-command';

/*
 * pnpm restore <file> [--force]   (or, next to a deployed apps/api/dist: node dist/restore.js …)
 *
 * For the server's operator: checks a backup of `pnpm backup` against its SHA-256, refuses a
 * database that is in use or not empty unless --force, restores it into the API's database
 * (DATA_DIR / DATABASE_PATH for SQLite, DATABASE_URL for PostgreSQL), runs the migrations of this
 * release and prints what it restored. docs/decisions/api-0014.
 * Exit codes: 0 done, 1 refused or failed (the reason is printed; nothing was changed), 2 usage.
 */
const USAGE = 'Usage: pnpm restore <backup file> [--force]';

function parseArguments(args: string[]): { file: string; force: boolean } | undefined {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) return undefined;
  return { file: resolve(rest[0]!), force };
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  const config = readEnv();
  const outcome = await runRestore(config, parsed.file, { force: parsed.force, now: new Date() });
  console.log(
    [
      `Restored ${parsed.file}`,
      `  into ${config.databaseUrl ? describeUrl(config.databaseUrl) : config.databasePath}, migrated to this release`,
      `  ${describeCounts(outcome.counts)}`,
      ...outcome.notes.map((line) => `  ${line}`),
    ].join('\n'),
  );
  return 0;
}

main().then((code) => process.exit(code), reportFailure);
