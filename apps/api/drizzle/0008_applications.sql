CREATE TABLE `applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`type` text NOT NULL,
	`product` text,
	`company` text NOT NULL,
	`unp` text NOT NULL,
	`contact` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`region` text NOT NULL,
	`interests` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`lang` text NOT NULL,
	`ip_hash` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`assignee_id` integer,
	`note` text DEFAULT '' NOT NULL,
	`search_text` text NOT NULL,
	FOREIGN KEY (`assignee_id`) REFERENCES `administrators`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "applications_status_check" CHECK("applications"."status" IN ('new', 'in_progress', 'closed', 'spam'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_reference_idx` ON `applications` (`reference`);--> statement-breakpoint
CREATE INDEX `applications_created_idx` ON `applications` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `applications_status_created_idx` ON `applications` (`status`,`created_at`,`id`);