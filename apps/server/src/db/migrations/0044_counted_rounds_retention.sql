-- The counted rounds of daily missions and quests are kept for a week (decision 245): the
-- retention sweep finds the oldest rows by counted_at.
CREATE INDEX "daily_mission_rounds_counted_at_idx" ON "daily_mission_rounds" USING btree ("counted_at");--> statement-breakpoint
CREATE INDEX "quest_rounds_counted_at_idx" ON "quest_rounds" USING btree ("counted_at");