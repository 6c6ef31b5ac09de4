-- A table row carries its team's and manager's names, so a page of a million-team league is one
-- range of one index: no lookup of fifty entries and fifty users scattered over their tables.
ALTER TABLE "league_standings" ADD COLUMN "entry_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "league_standings" ADD COLUMN "player_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "league_standings" s SET "entry_name" = e."name",
  "player_name" = u."first_name" || ' ' || u."last_name"
FROM "entries" e JOIN "users" u ON u."id" = e."user_id"
WHERE e."id" = s."entry_id";
