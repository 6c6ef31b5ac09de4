CREATE TABLE "league_phase_entries" (
	"entry_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"phase" smallint NOT NULL,
	"event" smallint NOT NULL,
	"rank" integer NOT NULL,
	"last_rank" integer NOT NULL,
	"rank_sort" integer NOT NULL,
	"total" integer NOT NULL,
	"event_total" integer NOT NULL,
	CONSTRAINT "league_phase_entries_entry_id_league_id_phase_pk" PRIMARY KEY("entry_id","league_id","phase")
);
--> statement-breakpoint
CREATE TABLE "renewable_leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"scoring" text NOT NULL,
	"code_privacy" text NOT NULL,
	"has_cup" boolean NOT NULL,
	"start_event" smallint NOT NULL
);
--> statement-breakpoint
DROP INDEX "league_entries_league_idx";--> statement-breakpoint
ALTER TABLE "entry_history" ADD COLUMN "tiebreak_transfers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "league_entries" ADD COLUMN "rank_sort" integer;--> statement-breakpoint
ALTER TABLE "league_entries" ADD COLUMN "event" smallint;--> statement-breakpoint
ALTER TABLE "league_entries" ADD COLUMN "transfers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "league_phase_entries" ADD CONSTRAINT "league_phase_entries_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_phase_entries" ADD CONSTRAINT "league_phase_entries_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_phase_entries_league_idx" ON "league_phase_entries" USING btree ("league_id","phase","rank_sort");--> statement-breakpoint
CREATE INDEX "renewable_leagues_email_idx" ON "renewable_leagues" USING btree ("email");--> statement-breakpoint
CREATE INDEX "league_entries_league_idx" ON "league_entries" USING btree ("league_id","rank_sort");--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_short_name_unique" UNIQUE("short_name");