import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

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
    titleRu: text('title_ru').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    descriptionRu: text('description_ru').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('news_slug_unique').on(t.slug),
    check('news_priority_check', sql`${t.priority} in ('A', 'B')`),
  ],
);

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
    enum: ['pending', 'rows', 'affected', 'error', 'refused', 'timeout'],
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
