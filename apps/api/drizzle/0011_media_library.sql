ALTER TABLE `images` ADD `alt_ru` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `alt_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `file_name` text;--> statement-breakpoint
ALTER TABLE `images` ADD `source_bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `images` SET `source_bytes` = COALESCE((SELECT max(length(`bytes`)) FROM `image_variants` WHERE `image_variants`.`image_id` = `images`.`id`), 0);--> statement-breakpoint
UPDATE `images` SET `alt_ru` = COALESCE((SELECT `cover_alt_ru` FROM `news` WHERE `news`.`cover_image_id` = `images`.`id` AND `cover_alt_ru` <> '' ORDER BY `news`.`id` LIMIT 1), ''), `alt_en` = COALESCE((SELECT `cover_alt_en` FROM `news` WHERE `news`.`cover_image_id` = `images`.`id` AND `cover_alt_en` <> '' ORDER BY `news`.`id` LIMIT 1), '');
