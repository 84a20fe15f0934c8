import { isIP } from 'node:net';
import { USERNAME_PATTERN } from '@fuelcard/contracts';
import { join, resolve } from 'node:path';
import { findRepoRoot } from './repo-root';

/** The API's whole configuration. Only this module reads environment variables. */
export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  databasePath: string;
  /** DATABASE_URL (postgres://user:password@host:port/db): PostgreSQL instead of SQLite. */
  databaseUrl: string | undefined;
  /** SQL_EXPLORER_DATABASE_URL: the SQL Explorer's own prepared login on PostgreSQL. */
  explorerDatabaseUrl: string | undefined;
  /** DATABASE_INIT=true: create a new database even where the data directory shows one existed. */
  databaseInit: boolean;
  /** BACKUP_DIR: where `pnpm backup` writes (default `backups/` at the repository root). */
  backupDir: string;
  /** BACKUP_KEEP: how many backups `pnpm backup` keeps (older ones are removed; 0 keeps all). */
  backupKeep: number;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Given by JWT_SECRET; when undefined (development only) a generated secret is kept in DATA_DIR. */
  jwtSecret: string | undefined;
  /** Proxy addresses whose X-Forwarded-For is believed; false = none. */
  trustProxy: string[] | false;
  adminOrigins: string[];
  sqlTimeoutMs: number;
  /** DRAIN_MIN_MS: the shortest SIGTERM drain (health 503 meanwhile), for a load balancer to notice. */
  drainMinMs: number;
  logLevel: LogLevel;
  /** SESSION_IDLE_MINUTES: a session unused this long ends (the 8-hour limit holds anyway). */
  sessionIdleMinutes: number;
  /** MFA_REQUIRED: which roles must sign in with a second factor. */
  mfaRequired: 'off' | 'superadmin' | 'all';
  /** METRICS_TOKEN: a bearer token that may read /metrics from anywhere (loopback may without). */
  metricsToken: string | undefined;
  /** HSTS=always: Strict-Transport-Security on every answer; default `tls`: behind TLS only. */
  hsts: 'tls' | 'always';
  /**
   * SMTP_URL (smtp:// or smtps://, with the login in it) and APPLICATIONS_NOTIFY (addresses,
   * comma-separated): each application that is not spam is e-mailed there; undefined unless both.
   */
  applicationMail: { smtpUrl: string; to: string[] } | undefined;
  nodeEnv: string;
  isProduction: boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

export type RawEnv = Record<string, string | undefined>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

function isCidrOrIp(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Validates raw variables (process.env or a test's own record); throws EnvError listing every problem. */
export function parseEnv(raw: RawEnv, cwd: string = process.cwd()): ApiConfig {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = raw[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = text(name);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return Number(value);
  };

  const nodeEnv = text('NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = resolve(cwd, text('DATA_DIR') ?? join(findRepoRoot(), 'data'));
  const databasePath = resolve(cwd, text('DATABASE_PATH') ?? join(dataDir, 'site.db'));
  const backupDir = resolve(cwd, text('BACKUP_DIR') ?? join(findRepoRoot(), 'backups'));

  const postgresUrl = (name: string): string | undefined => {
    const value = text(name);
    if (value === undefined) return undefined;
    try {
      const url = new URL(value);
      if (
        !['postgres:', 'postgresql:'].includes(url.protocol) ||
        url.hostname === '' ||
        url.pathname.length < 2
      )
        throw new Error('shape');
    } catch {
      problems.push(
        `${name} must be a PostgreSQL URL such as postgres://user:password@host:5432/database`,
      );
    }
    return value;
  };
  const databaseUrl = postgresUrl('DATABASE_URL');
  const explorerDatabaseUrl = postgresUrl('SQL_EXPLORER_DATABASE_URL');
  if (explorerDatabaseUrl !== undefined && databaseUrl === undefined)
    problems.push('SQL_EXPLORER_DATABASE_URL needs DATABASE_URL (it is for PostgreSQL only)');

  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret === undefined && isProduction)
    problems.push('JWT_SECRET is required when NODE_ENV=production');
  if (jwtSecret !== undefined && jwtSecret.length < 32)
    problems.push('JWT_SECRET must be at least 32 characters long');

  // The same rules as an account created through the API, so the superadmin can sign in and be edited.
  const adminUsername = text('ADMIN_USERNAME') ?? 'superadmin';
  if (
    !new RegExp(USERNAME_PATTERN).test(adminUsername) ||
    adminUsername.length < 3 ||
    adminUsername.length > 50
  ) {
    problems.push(
      'ADMIN_USERNAME must be 3-50 Latin letters, digits, dots, underscores or hyphens',
    );
  }
  const adminPassword = raw.ADMIN_PASSWORD === '' ? undefined : raw.ADMIN_PASSWORD;
  // The password policy itself is checked when the password is used, to create the first
  // superadmin (seed/superadmin.ts): an existing installation keeps starting with its old value.
  if (adminPassword !== undefined && adminPassword.length > 200) {
    problems.push('ADMIN_PASSWORD must be at most 200 characters long');
  }

  const flag = (name: string, fallback: boolean): boolean => {
    const value = (text(name) ?? String(fallback)).toLowerCase();
    if (!['true', 'false', '1', '0'].includes(value))
      problems.push(`${name} must be true or false`);
    return value === 'true' || value === '1';
  };
  const seedDemo = flag('SEED_DEMO', true);
  const databaseInit = flag('DATABASE_INIT', false);

  const proxies = list(raw.TRUST_PROXY);
  for (const entry of proxies) {
    if (!PROXY_NAMES.includes(entry) && !isCidrOrIp(entry)) {
      problems.push(
        `TRUST_PROXY entry "${entry}" is not an IP address, a CIDR range or one of ${PROXY_NAMES.join(', ')}`,
      );
    }
  }

  const adminOrigins: string[] = [];
  for (const entry of list(raw.ADMIN_ORIGIN ?? 'http://localhost:3002')) {
    try {
      const url = new URL(entry);
      if (!['http:', 'https:'].includes(url.protocol)) throw new Error('scheme');
      adminOrigins.push(url.origin);
    } catch {
      problems.push(
        `ADMIN_ORIGIN entry "${entry}" is not an http(s) origin such as http://localhost:3002`,
      );
    }
  }

  const mfaRequired = (text('MFA_REQUIRED') ?? (isProduction ? 'superadmin' : 'off')).toLowerCase();
  if (!['off', 'superadmin', 'all'].includes(mfaRequired))
    problems.push('MFA_REQUIRED must be off, superadmin or all');

  const metricsToken = text('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16)
    problems.push('METRICS_TOKEN must be at least 16 characters long');

  const hsts = (text('HSTS') ?? 'tls').toLowerCase();
  if (hsts !== 'tls' && hsts !== 'always') problems.push('HSTS must be tls or always');

  const smtpUrl = text('SMTP_URL');
  if (smtpUrl !== undefined) {
    let valid: boolean;
    try {
      const url = new URL(smtpUrl);
      valid = ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
    } catch {
      valid = false;
    }
    // The URL may hold the password: it is never repeated in a message.
    if (!valid) problems.push('SMTP_URL must be a URL such as smtp://user:password@host:587');
  }
  const notify = list(raw.APPLICATIONS_NOTIFY);
  for (const address of notify)
    if (!/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(address))
      problems.push(`APPLICATIONS_NOTIFY entry "${address}" is not an e-mail address`);
  if (notify.length > 0 && smtpUrl === undefined)
    problems.push('APPLICATIONS_NOTIFY needs SMTP_URL (the mail server to send through)');

  const logLevel = (text('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const config: ApiConfig = {
    port: integer('PORT', 3001, 0, 65535),
    host: text('HOST') ?? 'localhost',
    dataDir,
    databasePath,
    databaseUrl,
    explorerDatabaseUrl,
    databaseInit,
    backupDir,
    backupKeep: integer('BACKUP_KEEP', 14, 0, 10_000),
    adminUsername,
    adminPassword,
    seedDemo,
    jwtSecret,
    trustProxy: proxies.length > 0 ? proxies : false,
    adminOrigins,
    sqlTimeoutMs: integer('SQL_TIMEOUT_MS', 5000, 100, 600_000),
    drainMinMs: integer('DRAIN_MIN_MS', 0, 0, 120_000),
    logLevel: logLevel as LogLevel,
    hsts: hsts as 'tls' | 'always',
    metricsToken,
    sessionIdleMinutes: integer('SESSION_IDLE_MINUTES', 60, 1, 8 * 60),
    mfaRequired: mfaRequired as ApiConfig['mfaRequired'],
    applicationMail:
      smtpUrl !== undefined && notify.length > 0 ? { smtpUrl, to: notify } : undefined,
    nodeEnv,
    isProduction,
  };
  if (problems.length > 0) throw new EnvError(problems);
  return config;
}

/** The configuration of this process, from its environment. */
export function readEnv(): ApiConfig {
  return parseEnv(process.env);
}
