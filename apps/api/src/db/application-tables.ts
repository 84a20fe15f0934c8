/**
 * Every table of the application's own schema. The SQL Explorer may read them and change their
 * rows (except the append-only ones), never their structure: no DROP, ALTER, CREATE INDEX or
 * trigger on them (sql-explorer/schema-guard.ts). A new table in db/sqlite/schema.ts and db/postgres/schema.ts is added here too
 * (a test compares this list with the migrated database).
 */
export const APPLICATION_TABLES = [
  'administrators',
  'news',
  'cookie_consents',
  'sql_audit_log',
  'login_attempts',
  'seed_state',
  'health_probe',
  'rate_limits',
  'news_versions',
  'news_previews',
  'images',
  'image_variants',
  'admin_audit_log',
  'admin_sessions',
  'admin_totp',
  'admin_recovery_codes',
  'admin_passkeys',
  'auth_challenges',
  'news_revision',
  'applications',
  'news_presence',
  'news_autosaves',
  '__drizzle_migrations',
] as const;

/**
 * Tables only the application writes: the SQL Explorer may read them but neither insert, update
 * nor delete (the audit of the explorer itself, the visitors' consents, the migration journal).
 */
export const APPEND_ONLY_TABLES = [
  'sql_audit_log',
  'admin_audit_log',
  'cookie_consents',
  '__drizzle_migrations',
] as const;

/**
 * Tables only the database's own triggers write (the news revision, moved by every change of the
 * news): the SQL Explorer reads them, and its writes to the news move them as any write does.
 */
export const TRIGGER_WRITTEN_TABLES = ['news_revision'] as const;
