CREATE TABLE "event_triggers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_triggers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger_key" text NOT NULL,
	"promo_code" text,
	"benefit_key" text NOT NULL,
	"benefit_type" text NOT NULL,
	"benefit" jsonb NOT NULL,
	"weight" integer NOT NULL,
	"uses_per_user_limit" integer NOT NULL,
	"duration_seconds" integer,
	"purchase_cooldown" integer NOT NULL,
	"hide_widget_timer" boolean NOT NULL,
	"coin_mode" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_active" boolean NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_triggers_window" CHECK ("event_triggers"."ends_at" > "event_triggers"."starts_at"),
	CONSTRAINT "event_triggers_uses_limit" CHECK ("event_triggers"."uses_per_user_limit" = -1 OR "event_triggers"."uses_per_user_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_event_triggers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_event_triggers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"event_trigger_id" integer NOT NULL,
	"is_personal_gift" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"outcome" text,
	"gc_paid_minor" bigint,
	"sc_paid_minor" bigint,
	CONSTRAINT "user_event_triggers_closed" CHECK (("user_event_triggers"."closed_at" IS NULL) = ("user_event_triggers"."outcome" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "user_event_triggers" ADD CONSTRAINT "user_event_triggers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_event_triggers" ADD CONSTRAINT "user_event_triggers_event_trigger_id_event_triggers_id_fk" FOREIGN KEY ("event_trigger_id") REFERENCES "public"."event_triggers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_triggers_benefit_key" ON "event_triggers" USING btree ("benefit_key");--> statement-breakpoint
CREATE INDEX "event_triggers_trigger_key" ON "event_triggers" USING btree ("trigger_key");--> statement-breakpoint
CREATE UNIQUE INDEX "user_event_triggers_one_open" ON "user_event_triggers" USING btree ("user_id","event_trigger_id") WHERE "user_event_triggers"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "user_event_triggers_user" ON "user_event_triggers" USING btree ("user_id","event_trigger_id");--> statement-breakpoint
-- The operator role holds every permission (migration 0012): it gains events.manage.
INSERT INTO "role_permissions" ("role_key", "permission") VALUES ('operator', 'events.manage') ON CONFLICT DO NOTHING;
