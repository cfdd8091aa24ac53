CREATE TABLE "poc_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"redeem_request_id" uuid,
	"card_number_ending" text NOT NULL,
	"request_reason" text NOT NULL,
	"attempt_number" integer NOT NULL,
	"status" text NOT NULL,
	"failure_type" text,
	"applicant_id" text,
	"redemption_amount_minor" bigint,
	"seen_by_user" boolean DEFAULT false NOT NULL,
	"failure_noticed" boolean DEFAULT false NOT NULL,
	"success_noticed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "poc_sessions_applicantId_unique" UNIQUE("applicant_id"),
	CONSTRAINT "poc_sessions_ending" CHECK ("poc_sessions"."card_number_ending" ~ '^[0-9]{4}$'),
	CONSTRAINT "poc_sessions_attempt" CHECK ("poc_sessions"."attempt_number" >= 1),
	CONSTRAINT "poc_sessions_failure" CHECK (("poc_sessions"."status" = 'failed') = ("poc_sessions"."failure_type" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "poc_sessions" ADD CONSTRAINT "poc_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poc_sessions" ADD CONSTRAINT "poc_sessions_redeem_request_id_redeem_requests_id_fk" FOREIGN KEY ("redeem_request_id") REFERENCES "public"."redeem_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poc_sessions_user_created" ON "poc_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "poc_sessions_redeem_attempt" ON "poc_sessions" USING btree ("redeem_request_id","attempt_number");