CREATE TABLE "h2h_orders" (
	"league_id" integer PRIMARY KEY NOT NULL,
	"members" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "h2h_orders" ADD CONSTRAINT "h2h_orders_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Leagues scheduled before this change keep their schedules: each one's order is read back from
-- its first gameweek's matches, stored in the order the circle method made them (by id). Round 0
-- pairs the i-th place of the order with the (n-1-i)-th, so the i-th match gives both places.
WITH "first_round" AS (
  SELECT x.league_id, x.entry_1, x.entry_2,
         (row_number() OVER (PARTITION BY x.league_id ORDER BY x.id) - 1)::int AS place,
         count(*) OVER (PARTITION BY x.league_id)::int AS pairs
  FROM "league_matches" x JOIN "leagues" l ON l.id = x.league_id
  WHERE x.kind = 'h2h' AND NOT x.is_knockout AND x.event = l.start_event AND l.scoring = 'h'
)
INSERT INTO "h2h_orders" ("league_id", "members")
SELECT r.league_id, array_agg(r.entry ORDER BY r.place)
FROM (
  SELECT league_id, place, entry_1 AS entry FROM "first_round"
  UNION ALL
  SELECT league_id, 2 * pairs - 1 - place, entry_2 FROM "first_round"
) r
GROUP BY r.league_id;
--> statement-breakpoint
-- The matches of league gameweeks not scored yet now follow from the order; the scored ones stay.
DELETE FROM "league_matches" m
WHERE m.kind = 'h2h' AND NOT m.is_knockout
  AND NOT EXISTS (SELECT 1 FROM "runner_steps" s WHERE s.event = m.event AND s.step = 'h2h');
