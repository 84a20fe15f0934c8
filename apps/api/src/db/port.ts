import type {
  Administrator,
  CookieConsentRequest,
  NewsItem,
  NewsMap,
  Role,
} from '@fuelcard/contracts';

/*
 * The storage port: what routes and services may ask of the database, engine-neutral and
 * asynchronous. Each engine has its own driver implementing it (ADR api-0006); routes never see
 * which one runs. Records are domain shapes, never ORM rows.
 */

/** An administrator account as stored (the hash never leaves the API). */
export interface AdministratorRecord {
  id: number;
  username: string;
  passwordHash: string;
  role: Role;
  /** Part of every token; bumped on a password change so that older tokens fail at once. */
  tokenVersion: number;
  createdAt: string;
  updatedAt: string;
  /** The latest successful sign-in and the one before it (null until there was one). */
  lastSignInAt: string | null;
  lastSignInIp: string | null;
  previousSignInAt: string | null;
  previousSignInIp: string | null;
}

export interface AdministratorsRepository {
  findById(id: number): Promise<AdministratorRecord | undefined>;
  /** Usernames are unique regardless of (ASCII) case. */
  findByUsername(username: string): Promise<AdministratorRecord | undefined>;
  /** The public shape (never the hash) of every account with the given role, oldest first. */
  listByRole(role: Role): Promise<Administrator[]>;
  hasSuperadmin(): Promise<boolean>;
  /** Throws a unique violation (see isUniqueViolation) for a taken username. */
  create(input: { username: string; passwordHash: string; role: Role }): Promise<number>;
  /**
   * Renames and, with a new hash, changes the password; a password change bumps the token
   * version so that every token issued before stops working. False when the id is unknown.
   */
  update(
    id: number,
    input: { username: string; passwordHash?: string; role?: Role },
  ): Promise<boolean>;
  delete(id: number): Promise<boolean>;
  /** A successful sign-in from `ip`: it becomes the latest, the latest becomes the previous one. */
  recordSignIn(id: number, ip: string): Promise<void>;
}

/** A news item as stored: the public shape with the slug already final. */
export type NewsRecord = NewsItem;

export interface NewsRepository {
  /** Every item keyed by id, in id order. */
  all(): Promise<NewsMap>;
  exists(id: number): Promise<boolean>;
  /**
   * Inserts an item whose slug may depend on its new id: `build` receives the id and returns the
   * record, all inside one transaction. `id` forces the id (the seeded welcome item keeps id 1).
   * Throws a unique violation for a taken slug.
   */
  create(build: (id: number) => NewsRecord, id?: number): Promise<number>;
  /** False when the id is unknown; throws a unique violation for a taken slug. */
  update(id: number, record: NewsRecord): Promise<boolean>;
  delete(id: number): Promise<boolean>;
}

export interface CookieConsentsRepository {
  /** Appends one record (the table is append-only); returns its id. */
  append(consent: CookieConsentRequest): Promise<number>;
}

export type SqlAuditOutcome = 'rows' | 'affected' | 'error' | 'refused' | 'timeout';

export interface SqlAuditStart {
  adminId: number;
  adminUsername: string;
  ip: string;
  statement: string;
}

export interface SqlAuditCompletion {
  outcome: SqlAuditOutcome;
  rowCount: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * The SQL Explorer audit, append-only: an entry is written (durably) before its statement runs,
 * with the outcome `pending`, and completed exactly once afterwards; nothing else can change it.
 */
export interface SqlAuditRepository {
  /** Writes the entry of a statement about to run; returns its id. */
  begin(entry: SqlAuditStart): Promise<number>;
  /** Records the outcome of a begun entry (once; a second completion is refused by the database). */
  complete(id: number, completion: SqlAuditCompletion): Promise<void>;
  /** One finished entry at once (a statement refused or timed out before it could run). */
  append(entry: SqlAuditStart & SqlAuditCompletion): Promise<void>;
}

export type LoginOutcome = 'success' | 'failure' | 'throttled';

export interface LoginAttemptsRepository {
  record(username: string, ip: string, outcome: LoginOutcome, atMs: number): Promise<void>;
  /** Records a refused attempt unless one for this username and IP is stored after `sinceMs`. */
  recordThrottledOnce(
    username: string,
    ip: string,
    atMs: number,
    sinceMs: number,
  ): Promise<boolean>;
  /**
   * Times (ms) of the most recent failures after `sinceMs`, newest first, at most `limit`, for
   * one username (counted since its last success), one IP, or one username from one IP (counted
   * since the last success of that username from that IP).
   */
  recentFailures(
    key: { username: string } | { ip: string } | { username: string; ip: string },
    sinceMs: number,
    limit: number,
  ): Promise<number[]>;
  /** Deletes the attempts before `beforeMs`; returns how many. */
  pruneBefore(beforeMs: number): Promise<number>;
}

export interface SeedStateRepository {
  isDone(step: string): Promise<boolean>;
  markDone(step: string): Promise<void>;
}

export interface RateLimitsRepository {
  /**
   * Counts one request of `key` in its window (atomically, whatever instance asks): a window
   * that ended starts again with this request. Returns the count and when the window ends.
   */
  hit(key: string, windowMs: number, nowMs: number): Promise<{ hits: number; resetAtMs: number }>;
  /** Deletes the windows that ended before `beforeMs`. */
  pruneBefore(beforeMs: number): Promise<number>;
}

export interface Repositories {
  administrators: AdministratorsRepository;
  news: NewsRepository;
  cookieConsents: CookieConsentsRepository;
  sqlAudit: SqlAuditRepository;
  loginAttempts: LoginAttemptsRepository;
  seedState: SeedStateRepository;
  rateLimits: RateLimitsRepository;
}
