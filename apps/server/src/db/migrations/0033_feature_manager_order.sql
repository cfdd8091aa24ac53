CREATE TABLE "feature_manager_order" (
	"feature_type" text PRIMARY KEY NOT NULL,
	"sort_order" integer NOT NULL,
	"refetch_on_coin_change" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
