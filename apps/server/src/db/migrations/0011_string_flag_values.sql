-- String flags saved before json-value.ts could read back as booleans ('true' instead of "true").
UPDATE "feature_flags" SET "value" = '"true"'::jsonb
  WHERE "key" = 'feat_loyalty_program_tutorial' AND "value" = 'true'::jsonb;
--> statement-breakpoint
UPDATE "feature_flag_overrides" SET "value" = '"true"'::jsonb
  WHERE "key" = 'feat_loyalty_program_tutorial' AND "value" = 'true'::jsonb;
