ALTER TABLE "admin_recovery_codes" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "image_variants" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "image_variants" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "image_variants" ALTER COLUMN "image_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "cover_image_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "news_versions" ALTER COLUMN "news_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "admin_passkeys" ADD COLUMN "created_ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "reauth_until_ms" bigint;