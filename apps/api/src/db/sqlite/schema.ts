import { sql } from 'drizzle-orm';
import {
  blob,
  check,
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

/**
 * The database schema. Column names are storage details: repositories map rows to the
 * hand-written public shapes of @fuelcard/contracts, so a rename here never reaches a client.
 * Times are ISO 8601 UTC strings unless named `*_ms`.
 */

export const administrators = sqliteTable(
  'administrators',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['superadmin', 'admin'] }).notNull(),
    /** Part of every token; bumped on a password change so that older tokens fail at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    /** The latest successful sign-in (time and IP), and the one before it (shown on the dashboard). */
    lastSignInAt: text('last_sign_in_at'),
    lastSignInIp: text('last_sign_in_ip'),
    previousSignInAt: text('previous_sign_in_at'),
    previousSignInIp: text('previous_sign_in_ip'),
  },
  (t) => [
    uniqueIndex('administrators_username_unique').on(sql`lower(${t.username})`),
    check('administrators_role_check', sql`${t.role} in ('superadmin', 'admin')`),
  ],
);

export const news = sqliteTable(
  'news',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    priority: text('priority', { enum: ['A', 'B'] })
      .notNull()
      .default('B'),
    date: text('date').notNull().default(''),
    startDate: text('start_date').notNull().default(''),
    expireDate: text('expire_date').notNull().default(''),
    /** Times of day HH:MM in Minsk narrowing the dates to the minute ('' = the whole day). */
    startTime: text('start_time').notNull().default(''),
    expireTime: text('expire_time').notNull().default(''),
    titleRu: text('title_ru').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    descriptionRu: text('description_ru').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Search and social texts (issue 26 §1); '' = the automatic value (excerpt, title). */
    seoDescriptionRu: text('seo_description_ru').notNull().default(''),
    seoDescriptionEn: text('seo_description_en').notNull().default(''),
    seoTitleRu: text('seo_title_ru').notNull().default(''),
    seoTitleEn: text('seo_title_en').notNull().default(''),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    /**
     * A draft is never public; existing items (and creates without a status) are published. (No
     * CHECK: SQLite would rebuild the table for one; the repositories write only these two.)
     */
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    /** The cover image (images.id) with its alternative text in both languages. */
    coverImageId: integer('cover_image_id'),
    coverAltRu: text('cover_alt_ru').notNull().default(''),
    coverAltEn: text('cover_alt_en').notNull().default(''),
  },
  (t) => [
    uniqueIndex('news_slug_unique').on(t.slug),
    check('news_priority_check', sql`${t.priority} in ('A', 'B')`),
    // The public queries (docs/decisions/api-0011-news-queries.md): the list in date order and
    // the teaser by priority walk these indexes, which also hold the visibility dates.
    index('news_public_order_idx').on(t.status, t.date, t.id, t.startDate, t.expireDate),
    index('news_teaser_order_idx').on(
      t.status,
      t.priority,
      t.date,
      t.id,
      t.startDate,
      t.expireDate,
    ),
    // /news/{slug} ignores case.
    index('news_slug_lower_idx').on(sql`lower(${t.slug})`),
  ],
);

/**
 * One row: a counter that triggers move with every change of the news table, by any connection
 * (the API, another instance, the SQL Explorer, a script). The news queries' answers and the
 * public site's caches are keyed by it (GET /api/news/version).
 */
export const newsRevision = sqliteTable('news_revision', {
  id: integer('id').primaryKey(),
  revision: integer('revision').notNull().default(0),
});

/** Append-only (triggers in a custom migration refuse UPDATE and DELETE). */
export const cookieConsents = sqliteTable('cookie_consents', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userUuid: text('user_uuid').notNull(),
  technical: integer('technical', { mode: 'boolean' }).notNull(),
  functional: integer('functional', { mode: 'boolean' }).notNull(),
  analytics: integer('analytics', { mode: 'boolean' }).notNull(),
  marketing: integer('marketing', { mode: 'boolean' }).notNull(),
  /** The visitor's own timestamp of the choice. */
  consentedAt: text('consented_at').notNull(),
  receivedAt: text('received_at').notNull(),
});

/**
 * Append-only audit of SQL Explorer executions. An entry is written with the outcome `pending`
 * before its statement runs and completed once afterwards (outcome, counts, `completed_at`);
 * triggers refuse DELETE and every other UPDATE (migrations 0001, 0002).
 */
export const sqlAuditLog = sqliteTable('sql_audit_log', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  adminId: integer('admin_id').notNull(),
  adminUsername: text('admin_username').notNull(),
  executedAt: text('executed_at').notNull(),
  ip: text('ip').notNull(),
  statement: text('statement').notNull(),
  outcome: text('outcome', {
    enum: ['pending', 'rows', 'affected', 'error', 'refused', 'timeout', 'dry-run'],
  }).notNull(),
  rowCount: integer('row_count'),
  error: text('error'),
  durationMs: integer('duration_ms').notNull(),
  completedAt: text('completed_at'),
});

/** One row, rewritten by the health check's write probe (can the API still write?). */
export const healthProbe = sqliteTable('health_probe', {
  id: integer('id').primaryKey(),
  probedAt: text('probed_at').notNull(),
});

export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Trimmed and lower-cased, as the brute-force limit keys on it. */
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure', 'throttled'] }).notNull(),
    attemptedAtMs: integer('attempted_at_ms').notNull(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.username, t.attemptedAtMs),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAtMs),
  ],
);

/** One row per finished one-time seeding step, so deleted seed data is not re-created. */
export const seedState = sqliteTable('seed_state', {
  step: text('step').primaryKey(),
  doneAt: text('done_at').notNull(),
});

export type AdministratorRow = typeof administrators.$inferSelect;
export type NewsRow = typeof news.$inferSelect;

/**
 * The request limits of the routes that keep them in the database (login, cookie consent): one
 * row per key (route and client address) with its count in the current window.
 */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAtMs: integer('reset_at_ms').notNull(),
});

/** Every save of a news item (its full content as JSON), kept 30 days after the item's deletion. */
export const newsVersions = sqliteTable(
  'news_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    newsId: integer('news_id').notNull(),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    adminId: integer('admin_id'),
    adminUsername: text('admin_username').notNull(),
    savedAt: text('saved_at').notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('news_versions_news_version_unique').on(t.newsId, t.version)],
);

/** Unsaved news content shown through a signed preview link until it expires. */
export const newsPreviews = sqliteTable('news_previews', {
  id: text('id').primaryKey(),
  content: text('content').notNull(),
  createdBy: integer('created_by').notNull(),
  expiresAtMs: integer('expires_at_ms').notNull(),
});

/**
 * Who has a news item open in the console, and when they were last seen (a heartbeat): the
 * editor shows «Сейчас редактирует: olga» (issue 26 §5). Rows go once they are a minute old.
 */
export const newsPresence = sqliteTable(
  'news_presence',
  {
    key: text('key').primaryKey(),
    newsId: integer('news_id').notNull(),
    adminId: integer('admin_id').notNull(),
    adminUsername: text('admin_username').notNull(),
    seenAtMs: integer('seen_at_ms').notNull(),
  },
  (t) => [index('news_presence_news_id').on(t.newsId)],
);

/**
 * The editor's server-side autosave (issue 26 §4): one row per news item and administrator, the
 * form as typed (the versions' content shape), never public. Dropped when that administrator
 * saves the item, and with the item.
 */
export const newsAutosaves = sqliteTable(
  'news_autosaves',
  {
    key: text('key').primaryKey(),
    newsId: integer('news_id').notNull(),
    adminId: integer('admin_id').notNull(),
    adminUsername: text('admin_username').notNull(),
    basedOnVersion: integer('based_on_version').notNull(),
    savedAt: text('saved_at').notNull(),
    content: text('content').notNull(),
  },
  (t) => [index('news_autosaves_news_id').on(t.newsId)],
);

/** An uploaded image (the original's size) and its re-encoded variants. */
export const images = sqliteTable('images', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: integer('uploaded_by'),
  createdAt: text('created_at').notNull(),
  /** The media library (issue 26 §7): the alternative text in both languages, prefilled where used. */
  altRu: text('alt_ru').notNull().default(''),
  altEn: text('alt_en').notNull().default(''),
  /** The uploaded file's name, when the console sent it (searchable). */
  fileName: text('file_name'),
  /** Size of the file as uploaded, in bytes. */
  sourceBytes: integer('source_bytes').notNull().default(0),
});

export const imageVariants = sqliteTable(
  'image_variants',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    /** The content hash that names its URL (/api/images/<hash>.<ext>). */
    hash: text('hash').notNull(),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: blob('bytes', { mode: 'buffer' }).notNull(),
  },
  (t) => [
    uniqueIndex('image_variants_hash_unique').on(t.hash),
    index('image_variants_image_idx').on(t.imageId),
  ],
);

/** Append-only record of administrators' actions and sign-ins (triggers refuse UPDATE and DELETE). */
export const adminAuditLog = sqliteTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: text('at').notNull(),
    actorId: integer('actor_id'),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    details: text('details').notNull(),
  },
  (t) => [
    index('admin_audit_log_at_idx').on(t.at),
    index('admin_audit_log_actor_idx').on(t.actorUsername, t.at),
  ],
);

/** A server-side session per sign-in: its id is in the token; ended at logout, idle or 8 h. */
export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
    lastSeenAtMs: integer('last_seen_at_ms').notNull(),
    expiresAtMs: integer('expires_at_ms').notNull(),
    endedAt: text('ended_at'),
    endReason: text('end_reason'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** Until when the session counts as recently re-authenticated (POST /api/admin/me/reauth). */
    reauthUntilMs: integer('reauth_until_ms'),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/** An administrator's TOTP second factor (secrets encrypted with a key from JWT_SECRET). */
export const adminTotp = sqliteTable('admin_totp', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => administrators.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: text('confirmed_at'),
  /** The last time step a code was accepted for: a used code cannot be used again. */
  lastStep: integer('last_step').notNull().default(0),
});

/** Single-use recovery codes, stored as keyed hashes. */
export const adminRecoveryCodes = sqliteTable(
  'admin_recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

/** WebAuthn credentials (passkeys). */
export const adminPasskeys = sqliteTable(
  'admin_passkeys',
  {
    id: text('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports').notNull().default('[]'),
    name: text('name').notNull(),
    createdAt: text('created_at').notNull(),
    /** The address the passkey was added from. */
    createdIp: text('created_ip').notNull().default(''),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [index('admin_passkeys_admin_idx').on(t.adminId)],
);

/** Short-lived, single-use challenges of sign-in steps (second factor, passkey ceremonies). */
export const authChallenges = sqliteTable('auth_challenges', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  adminId: integer('admin_id'),
  challenge: text('challenge').notNull().default(''),
  expiresAtMs: integer('expires_at_ms').notNull(),
  usedAtMs: integer('used_at_ms'),
  attempts: integer('attempts').notNull().default(0),
});

/**
 * Applications from the site's form (issue 25). `reference` is the number the visitor quotes
 * (A-2026-000123); `ip_hash` a keyed hash of the sender's address (never the address itself);
 * `interests` a JSON array; `assignee_id` the administrator who took it.
 */
export const applications = sqliteTable(
  'applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reference: text('reference').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    type: text('type').notNull(),
    product: text('product'),
    company: text('company').notNull(),
    unp: text('unp').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    region: text('region').notNull(),
    interests: text('interests').notNull(),
    message: text('message').notNull().default(''),
    lang: text('lang').notNull(),
    ipHash: text('ip_hash').notNull(),
    status: text('status').notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => administrators.id, {
      onDelete: 'set null',
    }),
    note: text('note').notNull().default(''),
    /** Company, УНП, contact, e-mail and reference in lower case (JavaScript's), for search. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    uniqueIndex('applications_reference_idx').on(t.reference),
    index('applications_created_idx').on(t.createdAt, t.id),
    index('applications_status_created_idx').on(t.status, t.createdAt, t.id),
    check(
      'applications_status_check',
      sql`${t.status} IN ('new', 'in_progress', 'closed', 'spam')`,
    ),
  ],
);
