-- The SQL Explorer audit log and the cookie consents are append-only: rows can be added, never changed or removed.
CREATE FUNCTION "refuse_change_of_append_only_table"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'raise_exception';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cookie_consents_no_update" BEFORE UPDATE ON "cookie_consents"
FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_append_only_table"();
--> statement-breakpoint
CREATE TRIGGER "cookie_consents_no_delete" BEFORE DELETE ON "cookie_consents"
FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_append_only_table"();
--> statement-breakpoint
CREATE TRIGGER "cookie_consents_no_truncate" BEFORE TRUNCATE ON "cookie_consents"
FOR EACH STATEMENT EXECUTE FUNCTION "refuse_change_of_append_only_table"();
--> statement-breakpoint
CREATE TRIGGER "sql_audit_log_no_delete" BEFORE DELETE ON "sql_audit_log"
FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_append_only_table"();
--> statement-breakpoint
CREATE TRIGGER "sql_audit_log_no_truncate" BEFORE TRUNCATE ON "sql_audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION "refuse_change_of_append_only_table"();
--> statement-breakpoint
-- An audit entry is written before its statement runs (outcome 'pending') and completed once after it:
-- the only update allowed sets the outcome of a pending entry, with its completion time, and nothing else.
CREATE FUNCTION "allow_only_audit_completion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."outcome" <> 'pending' OR NEW."outcome" = 'pending' OR NEW."completed_at" IS NULL
     OR NEW."id" IS DISTINCT FROM OLD."id" OR NEW."admin_id" IS DISTINCT FROM OLD."admin_id"
     OR NEW."admin_username" IS DISTINCT FROM OLD."admin_username"
     OR NEW."executed_at" IS DISTINCT FROM OLD."executed_at" OR NEW."ip" IS DISTINCT FROM OLD."ip"
     OR NEW."statement" IS DISTINCT FROM OLD."statement" THEN
    RAISE EXCEPTION 'sql_audit_log is append-only' USING ERRCODE = 'raise_exception';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sql_audit_log_no_update" BEFORE UPDATE ON "sql_audit_log"
FOR EACH ROW EXECUTE FUNCTION "allow_only_audit_completion"();
--> statement-breakpoint
-- Every change of the news, by any connection (an API instance, the SQL Explorer, a script), is
-- announced to every API instance listening, which rebuilds its public news list at once.
CREATE FUNCTION "announce_news_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fuelcard_news_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "news_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_news_change"();
