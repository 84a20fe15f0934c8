CREATE TABLE `admin_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`actor_id` integer,
	`actor_username` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`ip` text NOT NULL,
	`user_agent` text NOT NULL,
	`details` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_at_idx` ON `admin_audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_actor_idx` ON `admin_audit_log` (`actor_username`,`at`);--> statement-breakpoint
CREATE TABLE `admin_passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` integer NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text DEFAULT '[]' NOT NULL,
	`name` text NOT NULL,
	`created_at` text NOT NULL,
	`last_used_at` text,
	FOREIGN KEY (`admin_id`) REFERENCES `administrators`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_passkeys_admin_idx` ON `admin_passkeys` (`admin_id`);--> statement-breakpoint
CREATE TABLE `admin_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`admin_id`) REFERENCES `administrators`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_recovery_codes_admin_idx` ON `admin_recovery_codes` (`admin_id`);--> statement-breakpoint
CREATE TABLE `admin_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at_ms` integer NOT NULL,
	`expires_at_ms` integer NOT NULL,
	`ended_at` text,
	`end_reason` text,
	`ip` text NOT NULL,
	`user_agent` text NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `administrators`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_sessions_admin_idx` ON `admin_sessions` (`admin_id`);--> statement-breakpoint
CREATE TABLE `admin_totp` (
	`admin_id` integer PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`confirmed_at` text,
	`last_step` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `administrators`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `auth_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`admin_id` integer,
	`challenge` text DEFAULT '' NOT NULL,
	`expires_at_ms` integer NOT NULL,
	`used_at_ms` integer,
	`attempts` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `image_variants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_id` integer NOT NULL,
	`hash` text NOT NULL,
	`format` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` blob NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `image_variants_hash_unique` ON `image_variants` (`hash`);--> statement-breakpoint
CREATE INDEX `image_variants_image_idx` ON `image_variants` (`image_id`);--> statement-breakpoint
CREATE TABLE `images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`uploaded_by` integer,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `news_previews` (
	`id` text PRIMARY KEY NOT NULL,
	`content` text NOT NULL,
	`created_by` integer NOT NULL,
	`expires_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `news_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`news_id` integer NOT NULL,
	`version` integer NOT NULL,
	`action` text NOT NULL,
	`admin_id` integer,
	`admin_username` text NOT NULL,
	`saved_at` text NOT NULL,
	`content` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_versions_news_version_unique` ON `news_versions` (`news_id`,`version`);--> statement-breakpoint
ALTER TABLE `news` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `cover_image_id` integer;--> statement-breakpoint
ALTER TABLE `news` ADD `cover_alt_ru` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `cover_alt_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The administrators' audit is append-only, like the SQL Explorer's.
CREATE TRIGGER `admin_audit_log_no_update` BEFORE UPDATE ON `admin_audit_log`
BEGIN SELECT RAISE(ABORT, 'admin_audit_log is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `admin_audit_log_no_delete` BEFORE DELETE ON `admin_audit_log`
BEGIN SELECT RAISE(ABORT, 'admin_audit_log is append-only'); END;
