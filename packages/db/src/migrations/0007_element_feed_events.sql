CREATE TABLE "element_feed_events" (
	"element_id" integer NOT NULL,
	"event" smallint NOT NULL,
	"team" integer NOT NULL,
	"value" integer NOT NULL,
	"selected" integer NOT NULL,
	"transfers_in" integer NOT NULL,
	"transfers_out" integer NOT NULL,
	"availability" jsonb,
	CONSTRAINT "element_feed_events_event_element_id_pk" PRIMARY KEY("event","element_id")
);
--> statement-breakpoint
ALTER TABLE "game_settings" ADD COLUMN "source_players" integer;--> statement-breakpoint
ALTER TABLE "element_feed_events" ADD CONSTRAINT "element_feed_events_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_feed_events" ADD CONSTRAINT "element_feed_events_event_events_id_fk" FOREIGN KEY ("event") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_feed_events" ADD CONSTRAINT "element_feed_events_team_teams_id_fk" FOREIGN KEY ("team") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;