import { accessSync, constants, existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';

/** What `access(W_OK)` or a write answers for a file or directory the API may not change. */
const READ_ONLY_CODES = new Set(['EACCES', 'EPERM', 'EROFS']);

export function isReadOnlyError(error: unknown): boolean {
  return READ_ONLY_CODES.has(String((error as { code?: unknown } | null)?.code ?? ''));
}

/** The user the API runs as (for `chown`), or its uid. */
function runningAs(): string {
  try {
    return userInfo().username;
  } catch {
    return String(process.getuid?.() ?? 'the API user');
  }
}

/**
 * What an operator reads when the API may not write in its data directory: which file or
 * directory, that it is read-only (not damaged, not to be moved away), and what to do.
 */
export function readOnlyMessage(target: string, dataDir: string, code: string): string {
  if (code === 'EROFS')
    return (
      `The data directory ${dataDir} is on a read-only file system: the API cannot write its ` +
      'database there. Mount it read-write. The database itself is fine: do not move it away.'
    );
  const user = runningAs();
  const what = target === dataDir ? `The data directory ${dataDir}` : `${target}`;
  return (
    `${what} is read-only for the user the API runs as (${user}): the API writes its database, ` +
    `the database's journal files (-wal, -shm) and its secrets in ${dataDir}. Fix the permissions ` +
    `or the ownership, e.g. \`chown -R ${user} ${dataDir}\` and \`chmod -R u+rwX ${dataDir}\`. ` +
    'The database itself is fine: do not move it away.'
  );
}

/**
 * Why the SQLite database at `path` cannot be written — its directory (where SQLite creates its
 * journal files), the file or its journals are read-only for this process — or undefined.
 */
export function readOnlyDatabaseReason(path: string): string | undefined {
  const dataDir = dirname(path);
  for (const target of [dataDir, path, `${path}-wal`, `${path}-shm`]) {
    if (target !== dataDir && !existsSync(target)) continue;
    try {
      accessSync(target, constants.W_OK);
    } catch (error) {
      if (isReadOnlyError(error))
        return readOnlyMessage(target, dataDir, String((error as NodeJS.ErrnoException).code));
    }
  }
  return undefined;
}
