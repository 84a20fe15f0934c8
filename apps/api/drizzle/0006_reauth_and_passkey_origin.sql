ALTER TABLE `admin_passkeys` ADD `created_ip` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `reauth_until_ms` integer;