-- The administrators' audit is append-only, like the SQL Explorer's.
CREATE TRIGGER "admin_audit_log_no_update" BEFORE UPDATE ON "admin_audit_log"
FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_append_only_table"();
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_delete" BEFORE DELETE ON "admin_audit_log"
FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_append_only_table"();
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_truncate" BEFORE TRUNCATE ON "admin_audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION "refuse_change_of_append_only_table"();
