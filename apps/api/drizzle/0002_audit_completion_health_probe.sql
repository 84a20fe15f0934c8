CREATE TABLE `health_probe` (
	`id` integer PRIMARY KEY NOT NULL,
	`probed_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `sql_audit_log` ADD `completed_at` text;--> statement-breakpoint
-- An audit entry is written before its statement runs (outcome 'pending') and completed once after it:
-- the only update allowed sets the outcome of a pending entry, with its completion time, and nothing else.
DROP TRIGGER `sql_audit_log_no_update`;
--> statement-breakpoint
CREATE TRIGGER `sql_audit_log_no_update` BEFORE UPDATE ON `sql_audit_log`
WHEN OLD.`outcome` <> 'pending' OR NEW.`outcome` = 'pending' OR NEW.`completed_at` IS NULL
  OR NEW.`id` IS NOT OLD.`id` OR NEW.`admin_id` IS NOT OLD.`admin_id`
  OR NEW.`admin_username` IS NOT OLD.`admin_username` OR NEW.`executed_at` IS NOT OLD.`executed_at`
  OR NEW.`ip` IS NOT OLD.`ip` OR NEW.`statement` IS NOT OLD.`statement`
BEGIN SELECT RAISE(ABORT, 'sql_audit_log is append-only'); END;
