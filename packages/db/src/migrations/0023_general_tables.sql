CREATE TABLE "general_buckets" (
	"phase" smallint NOT NULL,
	"league_id" integer NOT NULL,
	"total" integer NOT NULL,
	"transfers" integer NOT NULL,
	"members" integer NOT NULL,
	"before" integer NOT NULL,
	"rank" integer NOT NULL
) PARTITION BY LIST ("phase");
--> statement-breakpoint
CREATE TABLE "general_members" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"overall_league" integer,
	"sc_league" integer,
	"region_league" integer,
	"club_league" integer,
	"start_league" integer
);
--> statement-breakpoint
CREATE TABLE "general_totals" (
	"phase" smallint NOT NULL,
	"entry_id" integer NOT NULL,
	"league_id" integer,
	"region_league" integer,
	"club_league" integer,
	"start_league" integer,
	"total" integer NOT NULL,
	"transfers" integer NOT NULL,
	"event_total" integer NOT NULL,
	"rank" integer,
	"region_rank" integer,
	"club_rank" integer,
	"start_rank" integer,
	"last_rank" integer,
	"region_last_rank" integer,
	"club_last_rank" integer,
	"start_last_rank" integer
) PARTITION BY LIST ("phase");
--> statement-breakpoint
ALTER TABLE "general_members" ADD CONSTRAINT "general_members_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "general_buckets_league_idx" ON "general_buckets" USING btree ("league_id","before");--> statement-breakpoint
CREATE INDEX "general_totals_league_idx" ON "general_totals" USING btree ("phase","league_id","total" DESC NULLS LAST,"transfers","entry_id");--> statement-breakpoint
CREATE INDEX "general_totals_region_idx" ON "general_totals" USING btree ("phase","region_league","total" DESC NULLS LAST,"transfers","entry_id");--> statement-breakpoint
CREATE INDEX "general_totals_club_idx" ON "general_totals" USING btree ("phase","club_league","total" DESC NULLS LAST,"transfers","entry_id");--> statement-breakpoint
CREATE INDEX "general_totals_start_idx" ON "general_totals" USING btree ("phase","start_league","total" DESC NULLS LAST,"transfers","entry_id");--> statement-breakpoint
CREATE INDEX "general_totals_entry_idx" ON "general_totals" USING btree ("entry_id","phase");--> statement-breakpoint
-- Every entry's general leagues from its memberships. The tables written so far stay in
-- league_standings, read until the next finalisation counts the general leagues' tables.
INSERT INTO "general_members" ("entry_id", "overall_league", "sc_league", "region_league", "club_league", "start_league")
SELECT le.entry_id,
       min(le.league_id) FILTER (WHERE l.short_name = 'overall'),
       min(le.league_id) FILTER (WHERE l.short_name = 'sc'),
       min(le.league_id) FILTER (WHERE l.short_name LIKE 'region-%'),
       min(le.league_id) FILTER (WHERE l.short_name LIKE 'team-%'),
       min(le.league_id) FILTER (WHERE l.short_name LIKE 'event-%')
FROM league_entries le JOIN leagues l ON l.id = le.league_id
WHERE l.league_type = 's' AND l.scoring = 'c'
  AND (l.short_name IN ('overall', 'sc') OR l.short_name LIKE 'region-%'
       OR l.short_name LIKE 'team-%' OR l.short_name LIKE 'event-%')
GROUP BY le.entry_id;