export interface PostgresServer {
  port: number;
  /** The cluster's temporary directory (data, socket, log), deleted by stop(). */
  dir: string;
  /** The superuser's URL (`postgres`, password SUPERUSER_PASSWORD) for a database (default `postgres`). */
  superuserUrl(database?: string): string;
  /** Stops the server (as an operator would: `pg_ctl stop -m fast`), keeping its data. */
  stopServer(): void;
  /** Starts it again on the same port and data after stopServer(). */
  startServer(): void;
  /**
   * Stops the server at once and deletes its directory. A process that dies without calling it
   * leaves nothing behind: a watchdog stops the server within a second.
   */
  stop(): void;
}

export const SUPERUSER_PASSWORD: string;

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number>;

/** A throwaway PostgreSQL cluster on a free loopback port (Debian's binaries). */
export function startPostgres(options?: {
  durable?: boolean;
  maxConnections?: number;
}): Promise<PostgresServer>;

export interface NginxServer {
  port: number;
  /** What nginx logged at `warn` and above so far (upstream failures, retries). */
  errorLog(): string;
  /** Writes a new configuration and reloads (nginx -s reload). */
  reload(config: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * nginx from Debian's packages with a configuration of ours (a full nginx.conf `http` block body:
 * `{{PORT}}` is replaced by the listening port, `{{PREFIX}}` by its working directory).
 */
export function startNginx(httpConfig: string, options?: { port?: number }): Promise<NginxServer>;

/** Installs a Debian package when `check` says it is missing (apt-get, as root or with sudo). */
export function ensureDebianPackage(name: string, check: () => boolean): void;
