CREATE TABLE "news_autosaves" (
	"key" text PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_username" text NOT NULL,
	"based_on_version" integer NOT NULL,
	"saved_at" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "news_autosaves_news_id" ON "news_autosaves" USING btree ("news_id");