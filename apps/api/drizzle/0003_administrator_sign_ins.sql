ALTER TABLE `administrators` ADD `last_sign_in_at` text;--> statement-breakpoint
ALTER TABLE `administrators` ADD `last_sign_in_ip` text;--> statement-breakpoint
ALTER TABLE `administrators` ADD `previous_sign_in_at` text;--> statement-breakpoint
ALTER TABLE `administrators` ADD `previous_sign_in_ip` text;