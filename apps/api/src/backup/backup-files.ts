import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { OperatorError } from './operator-error';

export type Engine = 'sqlite' | 'postgresql';

/** What a backup file of each engine ends with. */
const EXTENSION: Record<Engine, string> = { sqlite: 'db', postgresql: 'dump' };

/** `fuelcard-2026-11-27T03-15-00-123Z-sqlite.db`: sorts by time, names its engine. */
const BACKUP_NAME =
  /^fuelcard-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-(sqlite|postgresql)\.(db|dump)$/;

/** The log every backup adds a line to, in BACKUP_DIR. */
export const BACKUP_LOG = 'backup.log';

export function backupFileName(engine: Engine, at: Date): string {
  const time = at.toISOString().replace(/[:.]/g, '-');
  return `fuelcard-${time}-${engine}.${EXTENSION[engine]}`;
}

/** Whether a file name is one of `pnpm backup`'s (only those are ever removed). */
export function isBackupFileName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The checksum file beside a backup: `sha256sum`'s format, so `sha256sum -c` checks it too. */
export function checksumPath(backup: string): string {
  return `${backup}.sha256`;
}

export async function writeChecksum(backup: string, sha256: string): Promise<void> {
  await writeFile(checksumPath(backup), `${sha256}  ${basename(backup)}\n`, { mode: 0o600 });
}

/**
 * Refuses (OperatorError) a backup whose checksum file is missing, unreadable or different from
 * the file's SHA-256: a damaged or truncated copy is never restored.
 */
export async function verifyChecksum(backup: string): Promise<string> {
  const file = checksumPath(backup);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new OperatorError(
      `There is no checksum file ${file} beside the backup, so it cannot be checked: restore ` +
        'checks every backup before it touches the database. If you trust the file, write one ' +
        `with: sha256sum ${basename(backup)} > ${basename(file)}`,
    );
  }
  const expected = /^([0-9a-f]{64})\b/i.exec(text.trim())?.[1]?.toLowerCase();
  if (!expected) throw new OperatorError(`${file} does not hold a SHA-256 checksum.`);
  const actual = await sha256Of(backup);
  if (actual !== expected)
    throw new OperatorError(
      `The backup ${backup} does not match its checksum (expected ${expected.slice(0, 16)}…, ` +
        `the file has ${actual.slice(0, 16)}…): it is damaged or incomplete (truncated). ` +
        'Nothing was changed; restore another backup.',
    );
  return actual;
}

/**
 * Keeps the newest `keep` backups of BACKUP_DIR (any engine) and removes the older ones with
 * their checksum files; 0 keeps all. Other files are never touched. Returns the removed names.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  if (keep === 0) return [];
  const backups = (await readdir(dir)).filter(isBackupFileName).sort().reverse();
  const old = backups.slice(keep);
  for (const name of old) {
    await rm(join(dir, name), { force: true });
    await rm(checksumPath(join(dir, name)), { force: true });
  }
  return old;
}

/** Removes what an interrupted backup left (`.…partial` files older than an hour). */
export async function removeStalePartials(dir: string, nowMs: number): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.partial')) continue;
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info && nowMs - info.mtimeMs > 3_600_000) await rm(join(dir, name), { force: true });
  }
}

export async function appendBackupLog(dir: string, line: string): Promise<void> {
  await appendFile(join(dir, BACKUP_LOG), `${line}\n`, { mode: 0o600 });
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
