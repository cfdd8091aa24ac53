-- The operator role holds every permission (0012): redemptions.manage (decision 180) too.
INSERT INTO "role_permissions" ("role_key", "permission") VALUES ('operator', 'redemptions.manage') ON CONFLICT DO NOTHING;
