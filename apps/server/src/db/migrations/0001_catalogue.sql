CREATE TABLE "game_category_connections" (
	"game_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_category_connections_game_id_sub_category_id_pk" PRIMARY KEY("game_id","sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "game_label_links" (
	"game_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "game_label_links_game_id_label_id_pk" PRIMARY KEY("game_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "game_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gc_style" text,
	"sc_style" text,
	"icon_src" text,
	CONSTRAINT "game_labels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "game_providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"image_url" text NOT NULL,
	"sc_image_url" text NOT NULL,
	"show_in_header" boolean DEFAULT true NOT NULL,
	"show_in_hamburger_menu" boolean DEFAULT true NOT NULL,
	"thumbnail_type" text DEFAULT 'short' NOT NULL,
	"landing_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_sub_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"provider_id" integer NOT NULL,
	"primary_sub_category_id" integer NOT NULL,
	"engine_key" text,
	"thumbnail_short_url" text NOT NULL,
	"thumbnail_long_url" text NOT NULL,
	"jackpot_type" text,
	"jackpot_feed_gc_minor" bigint,
	"jackpot_feed_sc_minor" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_category_connections" ADD CONSTRAINT "game_category_connections_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_connections" ADD CONSTRAINT "game_category_connections_sub_category_id_game_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."game_sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_label_links" ADD CONSTRAINT "game_label_links_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_label_links" ADD CONSTRAINT "game_label_links_label_id_game_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."game_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_primary_sub_category_id_game_sub_categories_id_fk" FOREIGN KEY ("primary_sub_category_id") REFERENCES "public"."game_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_category_connections_category_order" ON "game_category_connections" USING btree ("sub_category_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "games_identifier_unique" ON "games" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "games_name_trgm" ON "games" USING gin (lower("name") gin_trgm_ops);