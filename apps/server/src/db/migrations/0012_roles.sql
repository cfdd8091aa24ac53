CREATE TABLE "role_permissions" (
	"role_key" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_role_key_permission_pk" PRIMARY KEY("role_key","permission")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role_key" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_key_pk" PRIMARY KEY("user_id","role_key")
);
--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_key_roles_key_fk" FOREIGN KEY ("role_key") REFERENCES "public"."roles"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_key_roles_key_fk" FOREIGN KEY ("role_key") REFERENCES "public"."roles"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_roles_role_key" ON "user_roles" USING btree ("role_key");--> statement-breakpoint
-- The two roles every installation starts with: operator holds every permission, support reads.
INSERT INTO "roles" ("key", "name") VALUES ('operator', 'Operator'), ('support', 'Support');--> statement-breakpoint
INSERT INTO "role_permissions" ("role_key", "permission") VALUES
  ('operator', 'players.read'),
  ('operator', 'players.manage'),
  ('operator', 'ledger.read'),
  ('operator', 'ledger.manage'),
  ('operator', 'config.manage'),
  ('operator', 'content.manage'),
  ('operator', 'flags.manage'),
  ('operator', 'audit.read'),
  ('support', 'players.read'),
  ('support', 'ledger.read'),
  ('support', 'audit.read');--> statement-breakpoint
-- Operators so far held permissions on their user row (only the seed set them, all at once):
-- each keeps signing in as an operator.
INSERT INTO "user_roles" ("user_id", "role_key")
  SELECT "id", 'operator' FROM "users" WHERE cardinality("permissions") > 0;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "permissions";
