import type { DatabaseHealth } from '@fuelcard/contracts';
import { storageProblem, type StorageProblem } from './storage-errors';

/**
 * The health check writes to the database at most this often: health follows the database
 * within about a second, down and back up.
 */
export const PROBE_EVERY_MS = 1_000;
/**
 * A problem a request met that the probe cannot see end (a full disk: its one-row write may
 * still fit; a damaged file) holds the state at least this long. A lost connection or a
 * read-only database ends with the first probe that succeeds.
 */
export const OBSERVED_HOLD_MS = 30_000;

const MESSAGES: Record<Exclude<DatabaseHealth['state'], 'ok'>, string> = {
  'read-only': 'База данных доступна только для чтения',
  full: 'На сервере закончилось место на диске',
  unavailable: 'База данных недоступна или повреждена',
};

export interface DatabaseHealthMonitor {
  /** The database as /api/health reports it (probing with a write when the last look is old). */
  current(): Promise<DatabaseHealth>;
  /** A request met a storage problem: the health check reports it at once. */
  observe(problem: StorageProblem): void;
}

/**
 * Follows whether the API can read and write its database: a small write (`probe`) at most every
 * PROBE_EVERY_MS when health is asked, and the problems requests meet (disk full, read-only,
 * lost connections, I/O errors). Those the probe cannot see end (a full disk, a damaged file)
 * hold for OBSERVED_HOLD_MS; the others last until a probe succeeds. A busy database (an SQL
 * Explorer statement holding the lock) is healthy.
 */
export function databaseHealthMonitor(options: {
  engine: DatabaseHealth['engine'];
  probe: () => Promise<void>;
  nowMs?: () => number;
}): DatabaseHealthMonitor {
  const nowMs = options.nowMs ?? Date.now;
  let state: DatabaseHealth['state'] = 'ok';
  let probedAt = Number.NEGATIVE_INFINITY;
  /** When a problem the probe cannot see end was last met. */
  let heldSince = Number.NEGATIVE_INFINITY;
  let probing: Promise<void> | undefined;

  const report = (): DatabaseHealth =>
    state === 'ok'
      ? { engine: options.engine, state }
      : { engine: options.engine, state, message: MESSAGES[state] };

  async function probe(): Promise<void> {
    try {
      await options.probe();
      if (nowMs() - heldSince >= OBSERVED_HOLD_MS) state = 'ok';
    } catch (error) {
      const problem = storageProblem(error);
      if (problem?.state === 'busy') return;
      state = problem?.state ?? 'unavailable';
    } finally {
      probedAt = nowMs();
    }
  }

  return {
    async current() {
      if (nowMs() - probedAt >= PROBE_EVERY_MS) {
        probing ??= probe().finally(() => {
          probing = undefined;
        });
        await probing;
      }
      return report();
    },
    observe(problem) {
      if (problem.state === 'busy') return;
      state = problem.state;
      if (!problem.probeSeesEnd) heldSince = nowMs();
    },
  };
}
