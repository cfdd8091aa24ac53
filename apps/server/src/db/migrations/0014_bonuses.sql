CREATE TABLE "bonus_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"claim_key" text NOT NULL,
	"month_day" integer,
	"gc_amount_minor" bigint NOT NULL,
	"sc_amount_minor" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_claims" ADD CONSTRAINT "bonus_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_claims_user_kind_key" ON "bonus_claims" USING btree ("user_id","kind","claim_key");--> statement-breakpoint
CREATE INDEX "bonus_claims_user_kind_claimed" ON "bonus_claims" USING btree ("user_id","kind","claimed_at");