CREATE TABLE "redeem_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"method" text NOT NULL,
	"user_pm_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"acknowledged" boolean DEFAULT true NOT NULL,
	"reason" text,
	"payout_id" text,
	"decided_by" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "redeem_requests_status_known" CHECK ("redeem_requests"."status" IN ('pending', 'approved', 'paid', 'rejected', 'canceled')),
	CONSTRAINT "redeem_requests_amounts" CHECK ("redeem_requests"."amount_minor" > 0 AND "redeem_requests"."fee_minor" >= 0 AND "redeem_requests"."fee_minor" < "redeem_requests"."amount_minor"),
	CONSTRAINT "redeem_requests_method_known" CHECK ("redeem_requests"."method" IN ('bank')),
	CONSTRAINT "redeem_requests_pm_length" CHECK (length("redeem_requests"."user_pm_id") <= 64),
	CONSTRAINT "redeem_requests_reason_length" CHECK (length("redeem_requests"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD CONSTRAINT "redeem_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redeem_requests_user" ON "redeem_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "redeem_requests_status" ON "redeem_requests" USING btree ("status","created_at");