ALTER TABLE `news` ADD `start_time` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `expire_time` text DEFAULT '' NOT NULL;