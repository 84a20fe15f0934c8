CREATE TABLE "news_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "news_public_order_idx" ON "news" USING btree ("status","date","id","start_date","expire_date");--> statement-breakpoint
CREATE INDEX "news_teaser_order_idx" ON "news" USING btree ("status","priority","date","id","start_date","expire_date");--> statement-breakpoint
CREATE INDEX "news_slug_lower_idx" ON "news" USING btree (lower("slug"));--> statement-breakpoint
-- The news revision: one row, moved by every change of the news table on any connection (the
-- SQL Explorer's role included, which may not write the table itself: SECURITY DEFINER).
INSERT INTO "news_revision" ("id", "revision") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "move_news_revision"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  EXECUTE format('UPDATE %I.news_revision SET revision = revision + 1 WHERE id = 1', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "move_news_revision"() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER "news_revision_moved" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news"
FOR EACH STATEMENT EXECUTE FUNCTION "move_news_revision"();
