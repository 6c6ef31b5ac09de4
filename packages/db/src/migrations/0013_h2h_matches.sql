CREATE INDEX "league_matches_entry_1_idx" ON "league_matches" USING btree ("entry_1","league_id");--> statement-breakpoint
CREATE INDEX "league_matches_entry_2_idx" ON "league_matches" USING btree ("entry_2","league_id");--> statement-breakpoint
CREATE INDEX "league_matches_event_idx" ON "league_matches" USING btree ("event","kind");--> statement-breakpoint
-- A match is written when scheduled and updated once when scored: room on each page lets that
-- update stay on the page (HOT) instead of adding to every index.
ALTER TABLE "league_matches" SET (fillfactor = 70);
