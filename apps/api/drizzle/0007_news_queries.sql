CREATE TABLE `news_revision` (
	`id` integer PRIMARY KEY NOT NULL,
	`revision` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `news_public_order_idx` ON `news` (`status`,`date`,`id`,`start_date`,`expire_date`);--> statement-breakpoint
CREATE INDEX `news_teaser_order_idx` ON `news` (`status`,`priority`,`date`,`id`,`start_date`,`expire_date`);--> statement-breakpoint
CREATE INDEX `news_slug_lower_idx` ON `news` (lower("slug"));--> statement-breakpoint
-- The news revision: one row, moved by every change of the news table on any connection.
INSERT INTO `news_revision` (`id`, `revision`) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER `news_revision_after_insert` AFTER INSERT ON `news`
BEGIN UPDATE `news_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `news_revision_after_update` AFTER UPDATE ON `news`
BEGIN UPDATE `news_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `news_revision_after_delete` AFTER DELETE ON `news`
BEGIN UPDATE `news_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
