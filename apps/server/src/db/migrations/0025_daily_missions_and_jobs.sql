CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"job_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_mission_days" (
	"day" text PRIMARY KEY NOT NULL,
	"plan_id" bigint,
	"gc_grand_prize" jsonb,
	"sc_grand_prize" jsonb,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_mission_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_mission_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_mission_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_missions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day" text NOT NULL,
	"coin" text NOT NULL,
	"order" integer NOT NULL,
	"mission_type" text NOT NULL,
	"goal" bigint NOT NULL,
	"game_id" integer,
	"reward_gc_minor" bigint NOT NULL,
	"reward_sc_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_daily_grand_prizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_daily_grand_prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"coin" text NOT NULL,
	"gc_amount_minor" bigint NOT NULL,
	"sc_amount_minor" bigint NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_daily_missions" (
	"user_id" text NOT NULL,
	"mission_id" integer NOT NULL,
	"progress" bigint NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "player_daily_missions_user_id_mission_id_pk" PRIMARY KEY("user_id","mission_id")
);
--> statement-breakpoint
ALTER TABLE "daily_missions" ADD CONSTRAINT "daily_missions_day_daily_mission_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."daily_mission_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_daily_grand_prizes" ADD CONSTRAINT "player_daily_grand_prizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_daily_missions" ADD CONSTRAINT "player_daily_missions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_daily_missions" ADD CONSTRAINT "player_daily_missions_mission_id_daily_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."daily_missions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_name_key" ON "jobs" USING btree ("name","job_key");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_missions_day_coin_order" ON "daily_missions" USING btree ("day","coin","order");--> statement-breakpoint
CREATE UNIQUE INDEX "player_daily_grand_prizes_user_day_coin" ON "player_daily_grand_prizes" USING btree ("user_id","day","coin");--> statement-breakpoint
CREATE INDEX "player_daily_missions_mission" ON "player_daily_missions" USING btree ("mission_id");--> statement-breakpoint
-- The operator role holds every permission (migration 0012): it gains missions.manage.
INSERT INTO "role_permissions" ("role_key", "permission") VALUES ('operator', 'missions.manage') ON CONFLICT DO NOTHING;
