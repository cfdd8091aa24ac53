CREATE TABLE "coin_back_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_back_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_ref_num" text NOT NULL,
	"user_id" text NOT NULL,
	"package_id" integer NOT NULL,
	"percent" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"gc_net_loss_minor" bigint DEFAULT 0 NOT NULL,
	"sc_net_loss_minor" bigint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"gc_payout_minor" bigint,
	"sc_payout_minor" bigint,
	"paid_at" timestamp with time zone,
	CONSTRAINT "coin_back_periods_merchantRefNum_unique" UNIQUE("merchant_ref_num"),
	CONSTRAINT "coin_back_periods_percent" CHECK ("coin_back_periods"."percent" BETWEEN 1 AND 100),
	CONSTRAINT "coin_back_periods_window" CHECK ("coin_back_periods"."ends_at" > "coin_back_periods"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "coin_back_periods" ADD CONSTRAINT "coin_back_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_back_periods_user_ends" ON "coin_back_periods" USING btree ("user_id","ends_at");