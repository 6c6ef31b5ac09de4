-- The runner counts a gameweek's transfers (at its deadline, and the open ones on every pass) and
-- each night's (the price changes): by index, not a scan of the season's transfers.
CREATE INDEX IF NOT EXISTS "transfers_event_idx" ON "transfers" USING btree ("event");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transfers_time_idx" ON "transfers" USING btree ("time");
