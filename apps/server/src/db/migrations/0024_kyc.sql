CREATE TABLE "kyc_applicants" (
	"user_id" text PRIMARY KEY NOT NULL,
	"applicant_id" text,
	"level_name" text NOT NULL,
	"trigger" text NOT NULL,
	"review_status" text DEFAULT 'init' NOT NULL,
	"review_answer" text,
	"reject_type" text,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_applicants_applicantId_unique" UNIQUE("applicant_id"),
	CONSTRAINT "kyc_applicants_answer" CHECK (("kyc_applicants"."review_status" = 'completed') = ("kyc_applicants"."review_answer" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "kyc_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"trigger" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"applicant_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_applicants" ADD CONSTRAINT "kyc_applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_reports" ADD CONSTRAINT "kyc_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_reports_user_id" ON "kyc_reports" USING btree ("user_id","created_at");