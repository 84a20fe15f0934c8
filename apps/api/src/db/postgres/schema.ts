import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
/** Ids of the tables that grow with traffic (consents, attempts, audit): 64-bit as on SQLite. */
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
    id: id(),
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
    enum: ['pending', 'rows', 'affected', 'error', 'refused', 'timeout'],
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

export type AdministratorRow = typeof administrators.$inferSelect;
export type NewsRow = typeof news.$inferSelect;
