ALTER TABLE "entry_picks" ADD COLUMN "bank" integer;--> statement-breakpoint
ALTER TABLE "entry_picks" ADD COLUMN "event_transfers" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_picks" ADD COLUMN "event_transfers_cost" smallint DEFAULT 0 NOT NULL;