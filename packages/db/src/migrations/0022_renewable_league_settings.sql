-- A renewed head-to-head league keeps its size and knock-out rounds of last season.
ALTER TABLE "renewable_leagues" ADD COLUMN "max_entries" integer;--> statement-breakpoint
ALTER TABLE "renewable_leagues" ADD COLUMN "ko_rounds" smallint;