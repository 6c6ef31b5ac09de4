CREATE TABLE "fixture_feed_lines" (
	"fixture_id" integer NOT NULL,
	"element_id" integer NOT NULL,
	"stats" jsonb NOT NULL,
	"bps" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fixture_feed_lines_fixture_id_element_id_pk" PRIMARY KEY("fixture_id","element_id")
);
--> statement-breakpoint
ALTER TABLE "fixture_feed_lines" ADD CONSTRAINT "fixture_feed_lines_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_feed_lines" ADD CONSTRAINT "fixture_feed_lines_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE no action ON UPDATE no action;