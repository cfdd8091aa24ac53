ALTER TABLE "redeem_requests" DROP CONSTRAINT "redeem_requests_method_known";--> statement-breakpoint
ALTER TABLE "redeem_requests" ALTER COLUMN "user_pm_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD COLUMN "payout_email" text;--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD COLUMN "payout_name" text;--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD COLUMN "payout_amount_minor" bigint;--> statement-breakpoint
UPDATE "redeem_requests" SET "payout_amount_minor" = "amount_minor" - "fee_minor";--> statement-breakpoint
ALTER TABLE "redeem_requests" ALTER COLUMN "payout_amount_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD COLUMN "payout_currency_code" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD CONSTRAINT "redeem_requests_destination" CHECK (CASE WHEN "redeem_requests"."method" IN ('skrill', 'interac') THEN "redeem_requests"."payout_email" IS NOT NULL AND length("redeem_requests"."payout_email") <= 254 ELSE "redeem_requests"."user_pm_id" IS NOT NULL END);--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD CONSTRAINT "redeem_requests_payout_name_length" CHECK (length("redeem_requests"."payout_name") <= 80);--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD CONSTRAINT "redeem_requests_payout" CHECK ("redeem_requests"."payout_amount_minor" > 0 AND "redeem_requests"."payout_currency_code" IN ('USD', 'CAD'));--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD CONSTRAINT "redeem_requests_method_known" CHECK ("redeem_requests"."method" IN ('bank', 'payouts', 'skrill', 'interac'));