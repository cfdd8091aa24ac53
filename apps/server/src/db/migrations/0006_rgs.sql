CREATE TABLE "fair_seed_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"engine_key" text NOT NULL,
	"coin" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"multiplier_hundredths" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"params" jsonb,
	"steps" jsonb NOT NULL,
	"step_state" jsonb,
	"seed_pair_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"rng_words_used" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"bet_transfer_id" text,
	"win_transfer_id" text,
	"win_streak" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fair_seed_pairs" ADD CONSTRAINT "fair_seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_pair_id_fair_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."fair_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seed_pairs_one_active" ON "fair_seed_pairs" USING btree ("user_id") WHERE "fair_seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_user_idempotency" ON "game_rounds" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "game_rounds_user_game_created" ON "game_rounds" USING btree ("user_id","game_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_one_unfinished" ON "game_rounds" USING btree ("user_id","game_id") WHERE "game_rounds"."state" in ('pending', 'open');