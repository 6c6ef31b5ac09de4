CREATE TABLE "element_price_states" (
	"element_id" integer PRIMARY KEY NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "element_price_states" ADD CONSTRAINT "element_price_states_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE cascade ON UPDATE no action;