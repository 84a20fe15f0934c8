import { Counter, type Registry } from 'prom-client';

/** A log stream that counts the lines it could not write (LogDestination does). */
export interface CountsDroppedLines {
  readonly droppedLines: number;
}

/**
 * `log_lines_dropped_total`: log lines a server dropped because its log destination failed (a
 * full disk, a closed pipe) or could not keep up (a pipe nobody reads). Read at every scrape; 0
 * for a stream that does not count (tests' own).
 */
export function registerLogMetrics(
  registry: Registry,
  log: Partial<CountsDroppedLines> | undefined,
): void {
  let seen = 0;
  new Counter({
    name: 'log_lines_dropped_total',
    help: 'Log lines dropped because the log destination failed or could not keep up.',
    registers: [registry],
    collect() {
      const now = log?.droppedLines ?? 0;
      if (now > seen) this.inc(now - seen);
      seen = now;
    },
  });
}
