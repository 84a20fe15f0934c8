import { open } from 'node:fs/promises';
import type { Engine } from './backup-files';
import { OperatorError } from './operator-error';

/** Which engine a backup file is for, by its first bytes (SQLite's header, pg_dump's "PGDMP"). */
export async function backupKind(path: string): Promise<Engine> {
  const file = await open(path, 'r');
  const head = Buffer.alloc(16);
  try {
    await file.read(head, 0, 16, 0);
  } finally {
    await file.close();
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgresql';
  throw new OperatorError(
    `${path} is not a backup made by pnpm backup (neither an SQLite database nor a PostgreSQL ` +
      'custom-format dump). Nothing was changed.',
  );
}
