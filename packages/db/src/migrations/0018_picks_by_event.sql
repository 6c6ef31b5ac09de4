-- The runner's steps read one gameweek's picks of every entry (live points after each match day,
-- the deadline's freeze and copy, the finalisation's entry ranges): by (event, entry_id) they read
-- that gameweek's rows, not all the rows an entry holds by the season's end. (On a large running
-- game, build it first with CREATE INDEX CONCURRENTLY under this name: this one then does nothing.)
CREATE INDEX IF NOT EXISTS "entry_picks_event_idx" ON "entry_picks" USING btree ("event","entry_id");
