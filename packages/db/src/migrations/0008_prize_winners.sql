CREATE TABLE "prize_winners" (
	"kind" text NOT NULL,
	"period" smallint NOT NULL,
	"rank_sort" integer NOT NULL,
	"rank" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "prize_winners_kind_period_rank_sort_pk" PRIMARY KEY("kind","period","rank_sort")
);
--> statement-breakpoint
ALTER TABLE "prize_winners" ADD CONSTRAINT "prize_winners_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_history_event_rank_idx" ON "entry_history" USING btree ("event","rank");