-- The next season: each player's past seasons (element-summary history_past, by player code, which
-- outlives a season's element ids), and last season's invitational leagues kept with their code
-- and members, so a renewed league keeps its code and its members can join it again.
CREATE TABLE "element_past_seasons" (
	"element_code" integer NOT NULL,
	"season_name" text NOT NULL,
	"start_cost" integer NOT NULL,
	"end_cost" integer NOT NULL,
	"total_points" integer NOT NULL,
	"totals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "element_past_seasons_element_code_season_name_pk" PRIMARY KEY("element_code","season_name")
);
--> statement-breakpoint
ALTER TABLE "renewable_leagues" ADD COLUMN "code" text;
--> statement-breakpoint
ALTER TABLE "renewable_leagues" ADD COLUMN "league_id" integer;
--> statement-breakpoint
CREATE TABLE "renewable_league_members" (
	"renewable_id" integer NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "renewable_league_members_renewable_id_email_pk" PRIMARY KEY("renewable_id","email")
);
--> statement-breakpoint
ALTER TABLE "renewable_league_members" ADD CONSTRAINT "renewable_league_members_renewable_id_renewable_leagues_id_fk" FOREIGN KEY ("renewable_id") REFERENCES "public"."renewable_leagues"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "renewable_league_members_email_idx" ON "renewable_league_members" USING btree ("email");
