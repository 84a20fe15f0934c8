ALTER TABLE `news` ADD `seo_description_ru` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `seo_description_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `seo_title_ru` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `seo_title_en` text DEFAULT '' NOT NULL;