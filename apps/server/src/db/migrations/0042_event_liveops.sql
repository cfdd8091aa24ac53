CREATE TABLE "coin_back_boosters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_back_boosters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"user_event_trigger_id" integer NOT NULL,
	"percent_points" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coin_back_boosters_userEventTriggerId_unique" UNIQUE("user_event_trigger_id"),
	CONSTRAINT "coin_back_boosters_points" CHECK ("coin_back_boosters"."percent_points" BETWEEN 1 AND 100),
	CONSTRAINT "coin_back_boosters_window" CHECK ("coin_back_boosters"."ends_at" > "coin_back_boosters"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "coin_back_periods" ADD COLUMN "gc_boost_loss_points_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_back_periods" ADD COLUMN "sc_boost_loss_points_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_event_triggers" ADD COLUMN "wheel_purchase_ref" text;--> statement-breakpoint
ALTER TABLE "coin_back_boosters" ADD CONSTRAINT "coin_back_boosters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_back_boosters_user_ends" ON "coin_back_boosters" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_event_triggers_wheel_purchase" ON "user_event_triggers" USING btree ("wheel_purchase_ref");