import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface DrainTimes {
  /**
   * How long the server must have been quiet — no request in progress, no new connection, no new
   * request — before it may close (default 200 ms). Counted from the start of the drain at least.
   */
  quietMs?: number;
  /** The longest a drain waits for quiet (default 5 s); the caller closes the server anyway then. */
  maxDrainMs?: number;
  /**
   * The shortest drain (default 0): the server keeps serving, its health check answering 503, at
   * least this long, so that a load balancer polling the health check sees it before the port
   * closes (DRAIN_MIN_MS: its check interval × the failures it needs). The maximum drain time
   * then counts on top of it.
   */
  minDrainMs?: number;
}

/** Why a drain ended: the server was quiet, or the maximum drain time ran out. */
export type DrainEnd = 'quiet' | 'max-drain-time';

export interface HttpDrain {
  /** True from the start of a drain on: health checks answer 503 so a load balancer stops sending. */
  readonly draining: boolean;
  /** Requests whose answer has not finished yet. */
  readonly inFlight: number;
  /**
   * Starts draining: every answer not yet sent, now or later, carries `Connection: close`. The
   * server keeps listening and serving. Calling it again changes nothing.
   */
  begin(): void;
  /** begin(), then resolves once the server has been quiet for `quietMs`, or at `maxDrainMs`. */
  drain(times?: DrainTimes): Promise<DrainEnd>;
}

export const DEFAULT_QUIET_MS = 200;
export const DEFAULT_MAX_DRAIN_MS = 5_000;

/**
 * Follows the requests and connections of a Node HTTP server so that a shutdown can wait until
 * nothing arrives any more, instead of closing at once. `server.close()` alone drops connections
 * whose request was sent but not read yet and those still in the accept backlog (ECONNRESET);
 * draining first keeps accepting them and answers each with `Connection: close`.
 *
 * Call it before the server listens: the request listener is put in front of the app's own, so
 * the header is set before the app writes its answer.
 */
export function trackDrain(server: Server): HttpDrain {
  const open = new Set<ServerResponse>();
  let draining = false;
  let lastActivity = performance.now();
  let drained: Promise<DrainEnd> | null = null;
  const touch = (): void => {
    lastActivity = performance.now();
  };

  server.on('connection', touch);
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    touch();
    open.add(response);
    if (draining) response.setHeader('connection', 'close');
    // 'close' follows both a finished answer and a connection lost before it finished.
    response.once('close', () => {
      open.delete(response);
      touch();
    });
  });

  const begin = (): void => {
    if (draining) return;
    draining = true;
    touch();
    for (const response of open) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
  };

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return open.size;
    },
    begin,
    drain({
      quietMs = DEFAULT_QUIET_MS,
      maxDrainMs = DEFAULT_MAX_DRAIN_MS,
      minDrainMs = 0,
    }: DrainTimes = {}) {
      if (drained) return drained;
      begin();
      const started = performance.now();
      const step = Math.max(5, Math.min(50, quietMs / 4));
      drained = new Promise<DrainEnd>((resolve) => {
        const check = (): void => {
          const now = performance.now();
          const elapsed = now - started;
          if (elapsed >= minDrainMs && open.size === 0 && now - lastActivity >= quietMs)
            return resolve('quiet');
          if (elapsed >= minDrainMs + maxDrainMs) return resolve('max-drain-time');
          setTimeout(check, step);
        };
        setTimeout(check, step);
      });
      return drained;
    },
  };
}

/** How long a close waits for connections still open before it cuts them. */
export const DEFAULT_CLOSE_GRACE_MS = 1_000;

/**
 * Runs a server's close (`app.close()`, or `server.close()` in a promise) and cuts the
 * connections still open `graceMs` later. After a drain only connections whose client never
 * finished a request are left (a half-open client, a request line with no end of headers): Node
 * does not count them as idle, so without this the close waited for them until the hard
 * deadline (exit 1 after 10 s).
 */
export async function closeCuttingLingering(
  server: Server,
  close: () => Promise<void>,
  graceMs = DEFAULT_CLOSE_GRACE_MS,
): Promise<void> {
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  timer.unref();
  try {
    await close();
  } finally {
    clearTimeout(timer);
  }
}
