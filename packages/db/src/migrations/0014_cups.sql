ALTER TABLE "leagues" ADD COLUMN "qualifying_league" integer;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "qualification_event" smallint;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "qualification_numbers" integer;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "has_byes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_qualifying_league_leagues_id_fk" FOREIGN KEY ("qualifying_league") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_qualifying_league_idx" ON "leagues" USING btree ("qualifying_league");--> statement-breakpoint
UPDATE "leagues" SET "has_cup" = true WHERE "short_name" = 'overall' OR "short_name" LIKE 'team-%' OR "short_name" LIKE 'region-%';
