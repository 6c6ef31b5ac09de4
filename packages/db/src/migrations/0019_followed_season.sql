-- A season followed from an upstream FPL-shaped API: where it comes from, how the following goes,
-- and each fixture as the upstream last told it.
CREATE TABLE "feed_follow" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"base_url" text NOT NULL,
	"mirror_prices" boolean DEFAULT false NOT NULL,
	"interval_ms" integer DEFAULT 60000 NOT NULL,
	"last_good_at" timestamp with time zone,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "followed_fixtures" (
	"fixture_id" integer PRIMARY KEY NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"team_h_score" smallint,
	"team_a_score" smallint
);
--> statement-breakpoint
ALTER TABLE "followed_fixtures" ADD CONSTRAINT "followed_fixtures_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;