import type {
  Administrator,
  ApplicationRequest,
  ApplicationStatus,
  CookieConsentRequest,
  NewsItem,
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

/** A news item's public fields as stored, with the slug already final. */
export type NewsRecord = Pick<
  NewsItem,
  'slug' | 'priority' | 'dates' | 'titles' | 'descriptions' | 'seo'
>;

export type NewsStatus = 'draft' | 'published';

/** The cover of an item: its image and the alternative text in both languages. */
export interface NewsCover {
  imageId: number;
  alt: { ru: string; en: string };
}

/** Everything stored of an item (what a version keeps): the public shape, status and cover. */
export interface StoredNews extends NewsRecord {
  status: NewsStatus;
  cover: NewsCover | null;
}

/** Who saves, and why, for the version a write stores. */
export interface NewsChange {
  adminId: number | null;
  adminUsername: string;
  /** create, update, publish, unpublish, restore, delete */
  action: string;
  /**
   * The versions the writer saw (a request's If-Match): the write is refused with a
   * NewsVersionConflict, rolled back, when the item's last version is none of them.
   */
  expectedVersions?: readonly number[];
}

/** A write whose If-Match no longer names the item's last version (answered 412). */
export class NewsVersionConflict extends Error {
  constructor(readonly current: number) {
    super(`news version conflict: the item is at version ${current}`);
    this.name = 'NewsVersionConflict';
  }
}

export interface NewsRepository {
  /** Every item keyed by id, in id order. */
  all(): Promise<Record<string, StoredNews & { updatedAt: string }>>;
  find(id: number): Promise<(StoredNews & { updatedAt: string }) | undefined>;
  exists(id: number): Promise<boolean>;
  /**
   * Inserts an item whose slug may depend on its new id: `build` receives the id and returns the
   * record, all inside one transaction with its first version. `id` forces the id (the seeded
   * welcome item keeps id 1, a deleted item is restored under its own). Throws a unique
   * violation for a taken slug.
   */
  create(build: (id: number) => StoredNews, change: NewsChange, id?: number): Promise<number>;
  /**
   * Replaces an item and stores the new version; answers that version's number, false when the id
   * is unknown. Throws NewsVersionConflict when `change.expectedVersions` misses the last one.
   */
  update(id: number, record: StoredNews, change: NewsChange): Promise<number | false>;
  /** Deletes an item, keeping its history with a last `delete` version. */
  delete(id: number, change: NewsChange): Promise<boolean>;
}

/** A stored item with its id and last change, as the news queries read it. */
export type StoredNewsWithId = StoredNews & { id: number; updatedAt: string };

/** What the console's list index keeps of an item (no descriptions, no cover). */
export interface ConsoleIndexRow {
  id: number;
  slug: string;
  priority: NewsItem['priority'];
  dates: NewsItem['dates'];
  titles: NewsItem['titles'];
  status: NewsStatus;
  updatedAt: string;
}

/**
 * The news as pages ask for them, from indexed SQL (docs/decisions/api-0011-news-queries.md).
 * `today` is the moment in Minsk to the minute, `YYYY-MM-DDTHH:MM` (items may have times of day,
 * issue 26 §3), or just the calendar day `YYYY-MM-DD` (its first minute); "visible" is what the
 * public sees then.
 */
export interface NewsQueriesRepository {
  /** The news revision: moved by triggers with every change of the news table, by any writer. */
  revision(): Promise<number>;
  /** How many items are visible, and how many of them have a publication date. */
  visibleCounts(today: string): Promise<{ total: number; dated: number }>;
  /**
   * Ids of visible items: the dated ones by date and id (descending: newest first), or the
   * undated ones by id ascending.
   */
  visibleIds(query: {
    today: string;
    dated: boolean;
    descending: boolean;
    limit: number;
    offset: number;
  }): Promise<number[]>;
  /** Ids of visible items of one priority in the teaser's order (dated or undated ones). */
  teaserIds(query: {
    today: string;
    priority: NewsItem['priority'];
    dated: boolean;
    limit: number;
  }): Promise<number[]>;
  /** The items of these ids, in this order (ids that are gone are skipped). */
  rowsByIds(ids: readonly number[]): Promise<StoredNewsWithId[]>;
  /**
   * Who saved each of these items last: the account name of its latest version (autosaves are not
   * versions). Items with no version yet are absent.
   */
  lastEditors(ids: readonly number[]): Promise<Map<number, string>>;
  /** The visible item of this id or slug (any case), if any. */
  visibleBySlugOrId(today: string, key: string): Promise<StoredNewsWithId | undefined>;
  /** Visible items with an id above `afterId`, by id. */
  visibleSitemap(
    today: string,
    afterId: number,
    limit: number,
  ): Promise<Array<{ id: number; slug: string; updatedAt: string }>>;
  /** Every item's list fields (the console's search index, rebuilt once per revision). */
  consoleIndex(): Promise<ConsoleIndexRow[]>;
  /**
   * The minutes `HH:MM` of the day `YYYY-MM-DD` at which a published item appears (its startTime
   * on its startDate) or disappears (the minute after its expireTime on its expireDate), sorted:
   * the moments within the day at which what the public sees may change.
   */
  visibilityChangesOn(today: string): Promise<string[]>;
}

export interface CookieConsentsRepository {
  /** Appends one record (the table is append-only); returns its id. */
  append(consent: CookieConsentRequest): Promise<number>;
}

export type SqlAuditOutcome = 'rows' | 'affected' | 'error' | 'refused' | 'timeout' | 'dry-run';

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
  newsQueries: NewsQueriesRepository;
  cookieConsents: CookieConsentsRepository;
  sqlAudit: SqlAuditRepository;
  loginAttempts: LoginAttemptsRepository;
  seedState: SeedStateRepository;
  rateLimits: RateLimitsRepository;
  adminAudit: AdminAuditRepository;
  sessions: SessionsRepository;
  totp: TotpRepository;
  recoveryCodes: RecoveryCodesRepository;
  passkeys: PasskeysRepository;
  challenges: ChallengesRepository;
  newsVersions: NewsVersionsRepository;
  newsPreviews: NewsPreviewsRepository;
  newsPresence: NewsPresenceRepository;
  newsAutosaves: NewsAutosavesRepository;
  images: ImagesRepository;
  applications: ApplicationsRepository;
}

/* ---- Issues 15 and 16: written once over the SQL port (src/db/shared/). ---- */

export interface AdminAuditEntry {
  actorId: number | null;
  actorUsername: string;
  /** e.g. sign-in.success, sign-in.failure, administrator.create, news.publish, mfa.reset */
  action: string;
  targetType: string | null;
  targetId: string | null;
  ip: string;
  userAgent: string;
  details: Record<string, unknown>;
}

export interface AdminAuditRecord extends AdminAuditEntry {
  id: number;
  at: string;
}

export interface AdminAuditFilter {
  actor?: string;
  action?: string;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
}

/** What an audit entry's object is now: its title or username, and whether it still exists. */
export interface AuditObjectRecord {
  title: string | null;
  exists: boolean;
}

export interface AdminAuditRepository {
  append(entry: AdminAuditEntry): Promise<void>;
  /**
   * The news items and administrators of some entries, keyed `type:id`, as they are now: a news
   * item by its Russian title (else English, else slug), a deleted one by its last version's; an
   * administrator by username, an application by reference and company. Four grouped reads at
   * most, whatever the number of entries.
   */
  objects(targets: Array<{ type: string; id: string }>): Promise<Map<string, AuditObjectRecord>>;
  /** Newest first. */
  list(filter: AdminAuditFilter, limit: number, offset: number): Promise<AdminAuditRecord[]>;
  count(filter: AdminAuditFilter): Promise<number>;
}

export interface SessionRecord {
  id: string;
  adminId: number;
  createdAt: string;
  lastSeenAtMs: number;
  expiresAtMs: number;
  endedAt: string | null;
  endReason: string | null;
  ip: string;
  userAgent: string;
  /** Until when the session counts as recently authenticated (a sign-in, a re-authentication). */
  reauthUntilMs: number | null;
}

export interface SessionsRepository {
  create(session: Omit<SessionRecord, 'endedAt' | 'endReason'>): Promise<void>;
  /** Marks an open session recently authenticated until `untilMs` (never moved back). */
  reauthenticated(id: string, untilMs: number): Promise<void>;
  find(id: string): Promise<SessionRecord | undefined>;
  /** Moves `lastSeenAtMs` forward (never back). */
  touch(id: string, atMs: number): Promise<void>;
  /** Ends one session (if still open); true when it was open. */
  end(id: string, reason: string): Promise<boolean>;
  /** Ends every open session of an administrator but `exceptId`; returns how many. */
  endAllOf(adminId: number, reason: string, exceptId?: string): Promise<number>;
  /** The administrator's sessions not ended, newest first (the caller filters idle and expired). */
  openOf(adminId: number): Promise<SessionRecord[]>;
  /** Deletes sessions that ended or expired before `beforeMs`. */
  pruneBefore(beforeMs: number): Promise<number>;
}

export interface TotpRecord {
  adminId: number;
  /** Encrypted (see auth/secret-box.ts). */
  secret: string;
  confirmedAt: string | null;
  lastStep: number;
}

export interface TotpRepository {
  find(adminId: number): Promise<TotpRecord | undefined>;
  /** A new, unconfirmed secret (replacing an unconfirmed one). */
  setPending(adminId: number, secret: string): Promise<void>;
  confirm(adminId: number, step: number): Promise<boolean>;
  /** Records the time step of an accepted code, only if later than the last one (no reuse). */
  useStep(adminId: number, step: number): Promise<boolean>;
  remove(adminId: number): Promise<void>;
}

export interface RecoveryCodesRepository {
  replace(adminId: number, codeHashes: string[]): Promise<void>;
  /** Marks the unused code with this hash used; true when there was one. */
  use(adminId: number, codeHash: string): Promise<boolean>;
  /** Whether this is one of the account's codes that was used already. */
  wasUsed(adminId: number, codeHash: string): Promise<boolean>;
  remaining(adminId: number): Promise<number>;
  removeAll(adminId: number): Promise<void>;
}

export interface PasskeyRecord {
  id: string;
  adminId: number;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  /** The client address it was added from ('' for passkeys added before it was kept). */
  createdIp: string;
  lastUsedAt: string | null;
}

/** The second factors of one account, in numbers (the administrators list). */
export interface SecondFactorSummaryRecord {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export interface PasskeysRepository {
  add(passkey: Omit<PasskeyRecord, 'lastUsedAt'>): Promise<void>;
  find(id: string): Promise<PasskeyRecord | undefined>;
  of(adminId: number): Promise<PasskeyRecord[]>;
  used(id: string, counter: number, at: string): Promise<void>;
  remove(adminId: number, id: string): Promise<boolean>;
  removeAll(adminId: number): Promise<void>;
  /**
   * The second factors of several accounts at once (three grouped reads, whatever their number),
   * keyed by id; an account without any is absent.
   */
  summaries(adminIds: number[]): Promise<Map<number, SecondFactorSummaryRecord>>;
}

export interface ChallengeRecord {
  id: string;
  kind: string;
  adminId: number | null;
  challenge: string;
  expiresAtMs: number;
  usedAtMs: number | null;
  attempts: number;
}

export interface ChallengesRepository {
  create(challenge: Omit<ChallengeRecord, 'usedAtMs' | 'attempts'>): Promise<void>;
  /** A challenge still usable (not used, not expired) of this kind, or undefined. */
  findUsable(id: string, kind: string, nowMs: number): Promise<ChallengeRecord | undefined>;
  /** Sets the WebAuthn challenge of a sign-in challenge. */
  setChallenge(id: string, challenge: string): Promise<void>;
  /** Counts a wrong try; returns the tries so far. */
  countAttempt(id: string): Promise<number>;
  /** Uses it up (once): true only for the first caller. */
  consume(id: string, nowMs: number): Promise<boolean>;
  pruneBefore(beforeMs: number): Promise<number>;
}

export interface NewsVersionRecord {
  id: number;
  newsId: number;
  version: number;
  /** create, update, publish, unpublish, restore, delete */
  action: string;
  adminId: number | null;
  adminUsername: string;
  savedAt: string;
  content: StoredNews;
}

export interface NewsVersionsRepository {
  of(newsId: number): Promise<NewsVersionRecord[]>;
  get(newsId: number, version: number): Promise<NewsVersionRecord | undefined>;
  /** The number of an item's last version (its ETag), undefined when it has none. */
  latest(newsId: number): Promise<number | undefined>;
  /** Items whose last version is a deletion after `sinceIso` (restorable), newest first. */
  deletedSince(sinceIso: string): Promise<NewsVersionRecord[]>;
  /** Deletes the history of items deleted before `beforeIso`. */
  pruneDeletedBefore(beforeIso: string): Promise<number>;
}

/** Someone who has a news item open in the console (issue 26 §5). */
export interface NewsPresenceRecord {
  adminId: number;
  adminUsername: string;
  seenAtMs: number;
}

export interface NewsPresenceRepository {
  /** Records that an administrator has the item open now (a heartbeat). */
  see(newsId: number, admin: { id: number; username: string }, nowMs: number): Promise<void>;
  /** The administrators seen on the item since `sinceMs`, the one asking included. */
  seenSince(newsId: number, sinceMs: number): Promise<NewsPresenceRecord[]>;
  /** The administrator closed the item. */
  leave(newsId: number, adminId: number): Promise<void>;
  pruneBefore(beforeMs: number): Promise<number>;
}

/** An administrator's server-side autosave of a news item (issue 26 §4): never public. */
export interface NewsAutosaveRecord {
  newsId: number;
  adminId: number;
  adminUsername: string;
  /** The item's version the editor had open. */
  basedOnVersion: number;
  savedAt: string;
  content: StoredNews;
}

export interface NewsAutosavesRepository {
  /** Stores (or replaces) the administrator's autosave of the item. */
  put(autosave: NewsAutosaveRecord): Promise<void>;
  find(newsId: number, adminId: number): Promise<NewsAutosaveRecord | undefined>;
  /** Drops one administrator's autosave of the item. */
  drop(newsId: number, adminId: number): Promise<void>;
  /** Drops every autosave of the item (it was deleted). */
  dropAll(newsId: number): Promise<void>;
}

export interface NewsPreviewsRepository {
  create(preview: {
    id: string;
    content: string;
    createdBy: number;
    expiresAtMs: number;
  }): Promise<void>;
  find(id: string, nowMs: number): Promise<{ content: string } | undefined>;
  pruneBefore(beforeMs: number): Promise<number>;
}

export interface ImageVariantRecord {
  hash: string;
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
}

export interface ImageRecord {
  id: number;
  width: number;
  height: number;
  variants: ImageVariantRecord[];
}

/** An image as the media library shows it (issue 26 §7). */
export interface LibraryImageRecord extends ImageRecord {
  alt: { ru: string; en: string };
  fileName: string | null;
  sourceBytes: number;
  createdAt: string;
}

/** A news item that shows an image, as its cover or in its body. */
export interface ImageUseRecord {
  newsId: number;
  title: string;
  as: 'cover' | 'body';
}

export interface ImagesRepository extends MediaLibraryRepository {
  create(image: {
    width: number;
    height: number;
    uploadedBy: number | null;
    variants: Array<ImageVariantRecord & { bytes: Buffer }>;
    fileName?: string | null;
    sourceBytes?: number;
  }): Promise<number>;
  find(id: number): Promise<ImageRecord | undefined>;
  /** Several at once (the news list), keyed by id. */
  findMany(ids: number[]): Promise<Map<number, ImageRecord>>;
  variant(hash: string): Promise<(ImageVariantRecord & { bytes: Buffer }) | undefined>;
}

/** The media library's reads and writes (src/db/shared/media-library.ts). */
export interface MediaLibraryRepository {
  /** A page of the library, newest first; `search` (lower-case) matches alt texts, file name, titles. */
  library(filter: {
    search?: string;
    page: number;
    pageSize: number;
  }): Promise<{ images: LibraryImageRecord[]; total: number }>;
  libraryImage(id: number): Promise<LibraryImageRecord | undefined>;
  /** The news items using each image (cover or body), keyed by image id. */
  uses(ids: number[]): Promise<Map<number, ImageUseRecord[]>>;
  /** False when the id is unknown. */
  updateAlt(id: number, alt: { ru: string; en: string }): Promise<boolean>;
  /** The image and its files; false when the id is unknown. */
  remove(id: number): Promise<boolean>;
}

/* ---- Issue 25: applications from the site's form (src/db/shared/applications.ts). ---- */

/** An application as received (texts trimmed), with how it is filed. */
export interface NewApplicationRecord extends Omit<
  ApplicationRequest,
  'consent' | 'website' | 'startedAt' | 'startedAtSignature'
> {
  status: ApplicationStatus;
  /** A keyed hash of the sender's address. */
  ipHash: string;
  /** The console's note to start with (an application marked for review); none by default. */
  note?: string;
}

export interface ApplicationRecord {
  id: number;
  reference: string;
  createdAt: string;
  updatedAt: string;
  type: ApplicationRequest['type'];
  product: string | null;
  company: string;
  unp: string;
  contact: string;
  phone: string;
  email: string;
  region: string;
  interests: string[];
  message: string;
  lang: string;
  status: ApplicationStatus;
  assigneeId: number | null;
  /** Null when nobody took it, or the account was deleted. */
  assigneeUsername: string | null;
  note: string;
}

export interface ApplicationFilter {
  status?: ApplicationStatus;
  /** Part of the company, УНП, contact, e-mail or reference, any case. */
  search?: string;
}

export interface ApplicationsRepository {
  /**
   * Stores an application under the next reference of `year` (A-<year>-<6 digits>); a
   * reference taken at the same moment by another instance is retried with the next one.
   */
  create(
    application: NewApplicationRecord,
    year: number,
  ): Promise<{ id: number; reference: string }>;
  find(id: number): Promise<ApplicationRecord | undefined>;
  /** Newest first. */
  list(filter: ApplicationFilter, limit: number, offset: number): Promise<ApplicationRecord[]>;
  count(filter: ApplicationFilter): Promise<number>;
  /** How many match the search in each status. */
  countByStatus(search: string | undefined): Promise<Record<ApplicationStatus, number>>;
  /** Changes what is given; false when the id is unknown. */
  update(
    id: number,
    changes: { status?: ApplicationStatus; assigneeId?: number | null; note?: string },
  ): Promise<boolean>;
}
