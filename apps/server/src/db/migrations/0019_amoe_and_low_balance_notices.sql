CREATE TABLE "low_balance_notices" (
	"round_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"gc_balance_minor" bigint NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"reward_minor" bigint NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amoe_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amoe_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "amoe_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "amoe_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"envelope_id" text NOT NULL,
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"period" date NOT NULL,
	"postmarked_on" date,
	"sc_amount_minor" bigint NOT NULL,
	"transfer_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "amoe_codes" ADD CONSTRAINT "amoe_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amoe_requests" ADD CONSTRAINT "amoe_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "low_balance_notices_user" ON "low_balance_notices" USING btree ("user_id","notified_at");--> statement-breakpoint
CREATE UNIQUE INDEX "amoe_requests_envelope" ON "amoe_requests" USING btree ("envelope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "amoe_requests_user_period" ON "amoe_requests" USING btree ("user_id","period");--> statement-breakpoint
CREATE INDEX "amoe_requests_received" ON "amoe_requests" USING btree ("received_at");