ALTER TABLE "news" ADD COLUMN "start_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "expire_time" text DEFAULT '' NOT NULL;