-- A game's tile art for high-density screens beside the standard rendition (decision 246). The
-- pictures stored so far are the drawing's own size: they become the Hr ones, and stay the
-- standard ones until the catalogue names a smaller rendition.
ALTER TABLE "games" ADD COLUMN "thumbnail_short_hr_url" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "thumbnail_long_hr_url" text;--> statement-breakpoint
UPDATE "games" SET "thumbnail_short_hr_url" = "thumbnail_short_url", "thumbnail_long_hr_url" = "thumbnail_long_url";--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "thumbnail_short_hr_url" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "thumbnail_long_hr_url" SET NOT NULL;
