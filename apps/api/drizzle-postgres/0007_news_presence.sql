CREATE TABLE "news_presence" (
	"key" text PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_username" text NOT NULL,
	"seen_at_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "news_presence_news_id" ON "news_presence" USING btree ("news_id");