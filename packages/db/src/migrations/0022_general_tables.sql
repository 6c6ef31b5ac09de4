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
CREATE INDEX "general_buckets_league_idx" ON "general_buckets" USING btree ("league_id","before");--> statement-breakpoint
CREATE INDEX "general_totals_league_idx" ON "general_totals" USING btree ("league_id","total" DESC NULLS LAST,"transfers","entry_id");--> statement-breakpoint
CREATE INDEX "general_totals_region_idx" ON "general_totals" USING btree ("region_league","total" DESC NULLS LAST,"transfers","entry_id");--> statement-breakpoint
CREATE INDEX "general_totals_club_idx" ON "general_totals" USING btree ("club_league","total" DESC NULLS LAST,"transfers","entry_id");--> statement-breakpoint
CREATE INDEX "general_totals_start_idx" ON "general_totals" USING btree ("start_league","total" DESC NULLS LAST,"transfers","entry_id");--> statement-breakpoint
CREATE INDEX "general_totals_entry_idx" ON "general_totals" USING btree ("entry_id");