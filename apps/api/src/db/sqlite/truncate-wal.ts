import type Database from 'better-sqlite3';
import { isDatabaseBusy } from '../storage-errors';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `PRAGMA wal_checkpoint(TRUNCATE)`: copies the WAL into the database and cuts the WAL file to
 * zero bytes. Each try runs without a busy wait (the event loop never blocks); while a reader or
 * writer is in the way it is retried every `delayMs`, `attempts` times. True once truncated.
 */
export async function truncateWal(
  sqlite: Database.Database,
  { attempts = 10, delayMs = 100 }: { attempts?: number; delayMs?: number } = {},
): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (!sqlite.open) return false;
    const busyTimeout = sqlite.pragma('busy_timeout', { simple: true }) as number;
    sqlite.pragma('busy_timeout = 0');
    try {
      const [result] = sqlite.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
      if (result?.busy === 0) return true;
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
    } finally {
      sqlite.pragma(`busy_timeout = ${busyTimeout}`);
    }
    await sleep(delayMs);
  }
  return false;
}
