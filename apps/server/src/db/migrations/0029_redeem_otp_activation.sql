CREATE TABLE "redeem_otp_challenges" (
	"redeem_request_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "redeem_otp_challenges_counts" CHECK ("redeem_otp_challenges"."failed_attempts" >= 0 AND "redeem_otp_challenges"."send_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "redeem_requests" DROP CONSTRAINT "redeem_requests_status_known";--> statement-breakpoint
ALTER TABLE "redeem_requests" DROP CONSTRAINT "redeem_requests_method_known";--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD COLUMN "activation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redeem_otp_challenges" ADD CONSTRAINT "redeem_otp_challenges_redeem_request_id_redeem_requests_id_fk" FOREIGN KEY ("redeem_request_id") REFERENCES "public"."redeem_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD CONSTRAINT "redeem_requests_status_known" CHECK ("redeem_requests"."status" IN ('activation', 'pending', 'approved', 'paid', 'rejected', 'canceled', 'expired'));--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD CONSTRAINT "redeem_requests_method_known" CHECK ("redeem_requests"."method" IN ('bank', 'payouts'));