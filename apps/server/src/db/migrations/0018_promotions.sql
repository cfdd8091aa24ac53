CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"title" text NOT NULL,
	"gc_amount_minor" bigint NOT NULL,
	"sc_amount_minor" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"total_limit" integer,
	"per_player_limit" integer DEFAULT 1 NOT NULL,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"verified_only" boolean DEFAULT false NOT NULL,
	"new_players_max_age_days" integer,
	"country_codes" text[],
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_upper" CHECK ("promo_codes"."code" = upper("promo_codes"."code")),
	CONSTRAINT "promo_codes_amounts" CHECK ("promo_codes"."gc_amount_minor" >= 0 AND "promo_codes"."sc_amount_minor" >= 0 AND "promo_codes"."gc_amount_minor" + "promo_codes"."sc_amount_minor" > 0),
	CONSTRAINT "promo_codes_window" CHECK ("promo_codes"."ends_at" IS NULL OR "promo_codes"."ends_at" > "promo_codes"."starts_at"),
	CONSTRAINT "promo_codes_limits" CHECK ("promo_codes"."per_player_limit" >= 1 AND ("promo_codes"."total_limit" IS NULL OR "promo_codes"."total_limit" >= 1)),
	CONSTRAINT "promo_codes_redeemed_within_limit" CHECK ("promo_codes"."redeemed_count" >= 0 AND ("promo_codes"."total_limit" IS NULL OR "promo_codes"."redeemed_count" <= "promo_codes"."total_limit"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"promo_code_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"player_seq" integer NOT NULL,
	"gc_amount_minor" bigint NOT NULL,
	"sc_amount_minor" bigint NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "promo_redemptions_seq" CHECK ("promo_redemptions"."player_seq" >= 1)
);
--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_code_user_seq" ON "promo_redemptions" USING btree ("promo_code_id","user_id","player_seq");--> statement-breakpoint
CREATE INDEX "promo_redemptions_user" ON "promo_redemptions" USING btree ("user_id");--> statement-breakpoint
-- The operator role holds every permission (migration 0012): it gains promotions.manage.
INSERT INTO "role_permissions" ("role_key", "permission") VALUES ('operator', 'promotions.manage') ON CONFLICT DO NOTHING;
