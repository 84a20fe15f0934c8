CREATE TABLE `administrators` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "administrators_role_check" CHECK("administrators"."role" in ('superadmin', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `administrators_username_unique` ON `administrators` (lower("username"));--> statement-breakpoint
CREATE TABLE `cookie_consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_uuid` text NOT NULL,
	`technical` integer NOT NULL,
	`functional` integer NOT NULL,
	`analytics` integer NOT NULL,
	`marketing` integer NOT NULL,
	`consented_at` text NOT NULL,
	`received_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`ip` text NOT NULL,
	`outcome` text NOT NULL,
	`attempted_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_username_idx` ON `login_attempts` (`username`,`attempted_at_ms`);--> statement-breakpoint
CREATE INDEX `login_attempts_ip_idx` ON `login_attempts` (`ip`,`attempted_at_ms`);--> statement-breakpoint
CREATE TABLE `news` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`priority` text DEFAULT 'B' NOT NULL,
	`date` text DEFAULT '' NOT NULL,
	`start_date` text DEFAULT '' NOT NULL,
	`expire_date` text DEFAULT '' NOT NULL,
	`title_ru` text DEFAULT '' NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`description_ru` text DEFAULT '' NOT NULL,
	`description_en` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "news_priority_check" CHECK("news"."priority" in ('A', 'B'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_slug_unique` ON `news` (`slug`);--> statement-breakpoint
CREATE TABLE `seed_state` (
	`step` text PRIMARY KEY NOT NULL,
	`done_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sql_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer NOT NULL,
	`admin_username` text NOT NULL,
	`executed_at` text NOT NULL,
	`ip` text NOT NULL,
	`statement` text NOT NULL,
	`outcome` text NOT NULL,
	`row_count` integer,
	`error` text,
	`duration_ms` integer NOT NULL
);
