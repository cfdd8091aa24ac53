CREATE TABLE "purchase_reversals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_reversals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_ref_num" text NOT NULL,
	"reversal_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"gc_taken_minor" bigint NOT NULL,
	"sc_taken_minor" bigint NOT NULL,
	"gc_shortfall_minor" bigint NOT NULL,
	"sc_shortfall_minor" bigint NOT NULL,
	"reversed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_reversals" ADD CONSTRAINT "purchase_reversals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_reversals_reversal" ON "purchase_reversals" USING btree ("merchant_ref_num","reversal_id");--> statement-breakpoint
CREATE INDEX "purchase_reversals_reversed" ON "purchase_reversals" USING btree ("reversed_at");