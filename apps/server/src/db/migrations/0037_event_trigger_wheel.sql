ALTER TABLE "user_event_triggers" ADD COLUMN "wheel_server_seed" text;--> statement-breakpoint
ALTER TABLE "user_event_triggers" ADD COLUMN "wheel_client_seed" text;--> statement-breakpoint
ALTER TABLE "user_event_triggers" ADD COLUMN "winner_slice" integer;--> statement-breakpoint
ALTER TABLE "user_event_triggers" ADD CONSTRAINT "user_event_triggers_winner_slice" CHECK ("user_event_triggers"."winner_slice" >= 0);