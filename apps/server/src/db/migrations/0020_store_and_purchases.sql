CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"merchant_ref_num" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_ref_num" text NOT NULL,
	"user_id" text NOT NULL,
	"package_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"gc_amount_minor" bigint NOT NULL,
	"sc_amount_minor" bigint NOT NULL,
	"is_first_purchase_offer" boolean NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"failure_code" text,
	"failure_reason" text,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_merchantRefNum_unique" UNIQUE("merchant_ref_num"),
	CONSTRAINT "purchase_orders_amount_positive" CHECK ("purchase_orders"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"price_minor" integer NOT NULL,
	"gc_amount_minor" bigint NOT NULL,
	"sc_amount_minor" bigint NOT NULL,
	"bundles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_first_purchase_offer" boolean DEFAULT false NOT NULL,
	"badge" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "store_packages_sku_unique" UNIQUE("sku"),
	CONSTRAINT "store_packages_price_positive" CHECK ("store_packages"."price_minor" > 0),
	CONSTRAINT "store_packages_amounts" CHECK ("store_packages"."gc_amount_minor" >= 0 AND "store_packages"."sc_amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_package_id_store_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."store_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_user_created" ON "purchase_orders" USING btree ("user_id","created_at");