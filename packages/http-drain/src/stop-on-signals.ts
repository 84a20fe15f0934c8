import type { DrainTimes, HttpDrain } from './http-drain';

/** The part of a pino / Fastify logger the shutdown writes to. */
export interface StopLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface StopOnSignalsOptions {
  drain: HttpDrain;
  /** Closes the server and its resources (Fastify: `app.close()`, which runs the onClose hooks). */
  close: () => Promise<void>;
  log: StopLog;
  times?: DrainTimes;
  /**
   * The process exits with 1 after this long whatever is still running (default 10 s), counted
   * after the minimum drain time (`times.minDrainMs`).
   */
  hardDeadlineMs?: number;
  signals?: readonly NodeJS.Signals[];
  exit?: (code: number) => void;
}

export const DEFAULT_HARD_DEADLINE_MS = 10_000;

/**
 * On the first SIGTERM or SIGINT: drain (keep serving, `Connection: close`, health 503) until the
 * server has been quiet, then close it and exit 0; exit 1 if closing fails or the hard deadline
 * passes. Returns a function that removes the signal listeners (for tests).
 */
export function stopOnSignals({
  drain,
  close,
  log,
  times,
  hardDeadlineMs = DEFAULT_HARD_DEADLINE_MS,
  signals = ['SIGTERM', 'SIGINT'],
  exit = (code) => process.exit(code),
}: StopOnSignalsOptions): () => void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: draining, then finishing in-flight requests');
    const deadline = setTimeout(
      () => {
        log.error({ hardDeadlineMs }, 'shutdown took too long; exiting');
        exit(1);
      },
      hardDeadlineMs + (times?.minDrainMs ?? 0),
    );
    deadline.unref();
    drain
      .drain(times)
      .then((end) => {
        log.info({ end, inFlight: drain.inFlight }, 'drained; closing');
        return close();
      })
      .then(
        () => exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
  };
  for (const signal of signals) process.once(signal, stop);
  return () => {
    for (const signal of signals) process.removeListener(signal, stop);
  };
}
