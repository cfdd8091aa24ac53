CREATE TABLE "purchase_limits" (
	"user_id" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"pending_amount_minor" integer,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_limits_user_id_period_pk" PRIMARY KEY("user_id","period"),
	CONSTRAINT "purchase_limits_amount" CHECK ("purchase_limits"."amount_minor" >= 0),
	CONSTRAINT "purchase_limits_pending" CHECK (("purchase_limits"."pending_amount_minor" IS NULL) = ("purchase_limits"."pending_effective_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_limits" ADD CONSTRAINT "purchase_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_user_submitted" ON "purchase_orders" USING btree ("user_id","submitted_at");