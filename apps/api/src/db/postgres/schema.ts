import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The PostgreSQL schema: the same tables, columns and constraints as the SQLite schema
 * (../sqlite/schema.ts), so that the repositories of both engines map the same rows to the same
 * public shapes. Times are ISO 8601 UTC strings (text) as on SQLite, unless named `*_ms`, so that
 * every answer is byte-for-byte the same on both engines. Triggers (append-only tables, the
 * audit's one completion, the news change notification) are in the custom migrations.
 */

/** Binary data (image variants): a Buffer in, a Buffer out. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
/**
 * Ids of the tables that grow (news, images, versions, consents, attempts, audit, recovery codes):
 * 64-bit as on SQLite, so no id counter runs out.
 */
const bigId = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();

export const administrators = pgTable(
  'administrators',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['superadmin', 'admin'] }).notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
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

export const news = pgTable(
  'news',
  {
    id: bigId(),
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
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    coverImageId: bigint('cover_image_id', { mode: 'number' }),
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
export const newsRevision = pgTable('news_revision', {
  id: integer('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

export const cookieConsents = pgTable('cookie_consents', {
  id: bigId(),
  userUuid: text('user_uuid').notNull(),
  technical: boolean('technical').notNull(),
  functional: boolean('functional').notNull(),
  analytics: boolean('analytics').notNull(),
  marketing: boolean('marketing').notNull(),
  consentedAt: text('consented_at').notNull(),
  receivedAt: text('received_at').notNull(),
});

export const sqlAuditLog = pgTable('sql_audit_log', {
  id: bigId(),
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

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigId(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure', 'throttled'] }).notNull(),
    attemptedAtMs: bigint('attempted_at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.username, t.attemptedAtMs),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAtMs),
  ],
);

export const seedState = pgTable('seed_state', {
  step: text('step').primaryKey(),
  doneAt: text('done_at').notNull(),
});

export const healthProbe = pgTable('health_probe', {
  id: integer('id').primaryKey(),
  probedAt: text('probed_at').notNull(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAtMs: bigint('reset_at_ms', { mode: 'number' }).notNull(),
});

export const newsVersions = pgTable(
  'news_versions',
  {
    id: bigId(),
    newsId: bigint('news_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    adminId: integer('admin_id'),
    adminUsername: text('admin_username').notNull(),
    savedAt: text('saved_at').notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('news_versions_news_version_unique').on(t.newsId, t.version)],
);

export const newsPreviews = pgTable('news_previews', {
  id: text('id').primaryKey(),
  content: text('content').notNull(),
  createdBy: integer('created_by').notNull(),
  expiresAtMs: bigint('expires_at_ms', { mode: 'number' }).notNull(),
});

/** Who has a news item open in the console (a heartbeat; issue 26 §5). */
export const newsPresence = pgTable(
  'news_presence',
  {
    key: text('key').primaryKey(),
    newsId: integer('news_id').notNull(),
    adminId: integer('admin_id').notNull(),
    adminUsername: text('admin_username').notNull(),
    seenAtMs: bigint('seen_at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('news_presence_news_id').on(t.newsId)],
);

/** The editor's server-side autosave, one row per item and administrator (issue 26 §4). */
export const newsAutosaves = pgTable(
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

export const images = pgTable('images', {
  id: bigId(),
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

export const imageVariants = pgTable(
  'image_variants',
  {
    id: bigId(),
    imageId: bigint('image_id', { mode: 'number' })
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    uniqueIndex('image_variants_hash_unique').on(t.hash),
    index('image_variants_image_idx').on(t.imageId),
  ],
);

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigId(),
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

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
    lastSeenAtMs: bigint('last_seen_at_ms', { mode: 'number' }).notNull(),
    expiresAtMs: bigint('expires_at_ms', { mode: 'number' }).notNull(),
    endedAt: text('ended_at'),
    endReason: text('end_reason'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** Until when the session counts as recently re-authenticated (POST /api/admin/me/reauth). */
    reauthUntilMs: bigint('reauth_until_ms', { mode: 'number' }),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

export const adminTotp = pgTable('admin_totp', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => administrators.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: text('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: bigId(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    id: text('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').notNull().default('[]'),
    name: text('name').notNull(),
    createdAt: text('created_at').notNull(),
    /** The address the passkey was added from. */
    createdIp: text('created_ip').notNull().default(''),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [index('admin_passkeys_admin_idx').on(t.adminId)],
);

export const authChallenges = pgTable('auth_challenges', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  adminId: integer('admin_id'),
  challenge: text('challenge').notNull().default(''),
  expiresAtMs: bigint('expires_at_ms', { mode: 'number' }).notNull(),
  usedAtMs: bigint('used_at_ms', { mode: 'number' }),
  attempts: integer('attempts').notNull().default(0),
});

export type AdministratorRow = typeof administrators.$inferSelect;
export type NewsRow = typeof news.$inferSelect;

/** Applications from the site's form (issue 25); see the SQLite schema. */
export const applications = pgTable(
  'applications',
  {
    id: bigId(),
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
