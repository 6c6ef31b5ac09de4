CREATE TABLE "league_standings" (
	"league_id" integer NOT NULL,
	"phase" smallint NOT NULL,
	"rank_sort" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"last_rank" integer NOT NULL,
	"total" integer NOT NULL,
	"event_total" integer NOT NULL
) PARTITION BY LIST ("phase");
--> statement-breakpoint
CREATE INDEX "league_standings_page_idx" ON "league_standings" USING btree ("league_id","rank_sort");--> statement-breakpoint
CREATE INDEX "league_standings_member_idx" ON "league_standings" USING btree ("league_id","entry_id");--> statement-breakpoint
-- The tables written so far move over, a partition per phase, as the runner names them.
DO $$
DECLARE p smallint;
BEGIN
  IF EXISTS (SELECT 1 FROM league_entries WHERE rank_sort IS NOT NULL) THEN
    CREATE TABLE league_standings_1 PARTITION OF league_standings FOR VALUES IN (1);
    INSERT INTO league_standings
    SELECT le.league_id, 1, le.rank_sort, le.entry_id, le.rank, coalesce(le.last_rank, 0), le.total,
           le.event_total
    FROM league_entries le JOIN leagues l ON l.id = le.league_id
    WHERE l.scoring = 'c' AND le.rank_sort IS NOT NULL;
  END IF;
  FOR p IN SELECT DISTINCT phase FROM league_phase_entries WHERE phase <> 1 LOOP
    EXECUTE format('CREATE TABLE league_standings_%s PARTITION OF league_standings FOR VALUES IN (%s)', p, p);
    INSERT INTO league_standings
    SELECT league_id, phase, rank_sort, entry_id, rank, last_rank, total, event_total
    FROM league_phase_entries WHERE phase = p;
  END LOOP;
END $$;--> statement-breakpoint
DROP TABLE "league_phase_entries" CASCADE;--> statement-breakpoint
DROP INDEX "league_entries_new_idx";--> statement-breakpoint
CREATE INDEX "league_entries_joined_idx" ON "league_entries" USING btree ("league_id","joined_at","entry_id");
