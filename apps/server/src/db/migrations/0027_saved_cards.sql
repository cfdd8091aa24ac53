CREATE TABLE "saved_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_handle_id" text NOT NULL,
	"payment_handle_token" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_paymentHandleToken_unique" UNIQUE("payment_handle_token"),
	CONSTRAINT "saved_cards_last_four" CHECK ("saved_cards"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_cards_expiry_month" CHECK ("saved_cards"."expiry_month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_handle" ON "saved_cards" USING btree ("user_id","provider_handle_id");