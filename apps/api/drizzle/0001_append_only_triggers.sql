-- The SQL Explorer audit log and the cookie consents are append-only: rows can be added, never changed or removed.
CREATE TRIGGER `sql_audit_log_no_update` BEFORE UPDATE ON `sql_audit_log`
BEGIN SELECT RAISE(ABORT, 'sql_audit_log is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `sql_audit_log_no_delete` BEFORE DELETE ON `sql_audit_log`
BEGIN SELECT RAISE(ABORT, 'sql_audit_log is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `cookie_consents_no_update` BEFORE UPDATE ON `cookie_consents`
BEGIN SELECT RAISE(ABORT, 'cookie_consents is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `cookie_consents_no_delete` BEFORE DELETE ON `cookie_consents`
BEGIN SELECT RAISE(ABORT, 'cookie_consents is append-only'); END;
