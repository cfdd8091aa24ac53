CREATE TABLE "quest_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_quest_milestones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_quest_milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_quest_id" integer NOT NULL,
	"order" integer NOT NULL,
	"mission_type" text NOT NULL,
	"goal" bigint NOT NULL,
	"coin" text NOT NULL,
	"game_id" integer,
	"reward_package_id" integer NOT NULL,
	"reward_gc_minor" bigint NOT NULL,
	"reward_sc_minor" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "user_quest_milestones_progress" CHECK ("user_quest_milestones"."progress" >= 0),
	CONSTRAINT "user_quest_milestones_claimed_when_reached" CHECK ("user_quest_milestones"."completed_at" IS NULL OR "user_quest_milestones"."reached_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "user_quests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_quests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"user_event_trigger_id" integer NOT NULL,
	"quest_key" text NOT NULL,
	"ordered" boolean NOT NULL,
	"widget_image_url" text NOT NULL,
	"hide_timer" boolean NOT NULL,
	"reward_package_id" integer NOT NULL,
	"reward_gc_minor" bigint NOT NULL,
	"reward_sc_minor" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_all_milestones_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "user_quests_window" CHECK ("user_quests"."expires_at" > "user_quests"."started_at")
);
--> statement-breakpoint
ALTER TABLE "user_quest_milestones" ADD CONSTRAINT "user_quest_milestones_user_quest_id_user_quests_id_fk" FOREIGN KEY ("user_quest_id") REFERENCES "public"."user_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quests" ADD CONSTRAINT "user_quests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quests" ADD CONSTRAINT "user_quests_user_event_trigger_id_user_event_triggers_id_fk" FOREIGN KEY ("user_event_trigger_id") REFERENCES "public"."user_event_triggers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_quest_milestones_order" ON "user_quest_milestones" USING btree ("user_quest_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "user_quests_event" ON "user_quests" USING btree ("user_event_trigger_id");--> statement-breakpoint
CREATE INDEX "user_quests_user" ON "user_quests" USING btree ("user_id","completed_at");