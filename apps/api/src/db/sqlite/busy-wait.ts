import { isDatabaseBusy } from '../storage-errors';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one unit of database work (a write, or a transaction) on the API's connection without
 * ever blocking the event loop on a lock: the connection's busy timeout is 0, so while another
 * connection holds the write lock (an SQL Explorer statement, for at most SQL_TIMEOUT_MS) the work
 * fails with SQLITE_BUSY at once and is tried again after a short asynchronous pause (2 ms,
 * doubling to 50 ms) until `maxWaitMs` have passed; then the busy error goes to the caller (503).
 * Reads and health checks meanwhile go on: in WAL mode readers never wait for the writer.
 */
export async function whenNotBusy<T>(work: () => T, maxWaitMs: number): Promise<T> {
  const started = performance.now();
  let pause = 2;
  for (;;) {
    try {
      return work();
    } catch (error) {
      if (!isDatabaseBusy(error) || performance.now() - started + pause > maxWaitMs) throw error;
      await sleep(pause);
      pause = Math.min(pause * 2, 50);
    }
  }
}
