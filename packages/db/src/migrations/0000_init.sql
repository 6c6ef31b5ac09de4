CREATE TABLE "chips" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" smallint NOT NULL,
	"start_event" smallint NOT NULL,
	"stop_event" smallint NOT NULL,
	"chip_type" text NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "element_events" (
	"element_id" integer NOT NULL,
	"event" smallint NOT NULL,
	"value" integer NOT NULL,
	"selected" integer DEFAULT 0 NOT NULL,
	"transfers_in" integer DEFAULT 0 NOT NULL,
	"transfers_out" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "element_events_element_id_event_pk" PRIMARY KEY("element_id","event")
);
--> statement-breakpoint
CREATE TABLE "element_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"singular_name" text NOT NULL,
	"singular_name_short" text NOT NULL,
	"plural_name" text NOT NULL,
	"plural_name_short" text NOT NULL,
	"squad_select" smallint NOT NULL,
	"squad_min_select" smallint,
	"squad_max_select" smallint,
	"squad_min_play" smallint NOT NULL,
	"squad_max_play" smallint NOT NULL,
	"ui_shirt_specific" boolean DEFAULT false NOT NULL,
	"sub_positions_locked" smallint[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elements" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"first_name" text NOT NULL,
	"second_name" text NOT NULL,
	"web_name" text NOT NULL,
	"team" integer NOT NULL,
	"element_type" smallint NOT NULL,
	"now_cost" integer NOT NULL,
	"cost_change_start" integer DEFAULT 0 NOT NULL,
	"cost_change_event" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'a' NOT NULL,
	"news" text DEFAULT '' NOT NULL,
	"news_added" timestamp with time zone,
	"chance_of_playing_this_round" smallint,
	"chance_of_playing_next_round" smallint,
	"penalties_order" smallint,
	"direct_freekicks_order" smallint,
	"corners_and_indirect_freekicks_order" smallint,
	"squad_number" smallint,
	"quality" real DEFAULT 0.5 NOT NULL,
	"minutes_likelihood" real DEFAULT 0.8 NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"event_points" integer DEFAULT 0 NOT NULL,
	"form" text DEFAULT '0.0' NOT NULL,
	"selected_by" integer DEFAULT 0 NOT NULL,
	"transfers_in" integer DEFAULT 0 NOT NULL,
	"transfers_out" integer DEFAULT 0 NOT NULL,
	"transfers_in_event" integer DEFAULT 0 NOT NULL,
	"transfers_out_event" integer DEFAULT 0 NOT NULL,
	"in_dreamteam" boolean DEFAULT false NOT NULL,
	"dreamteam_count" integer DEFAULT 0 NOT NULL,
	"totals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "elements_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"deadline_time" timestamp with time zone NOT NULL,
	"release_time" timestamp with time zone,
	"finished" boolean DEFAULT false NOT NULL,
	"data_checked" boolean DEFAULT false NOT NULL,
	"average_entry_score" integer DEFAULT 0 NOT NULL,
	"highest_score" integer,
	"highest_scoring_entry" integer,
	"ranked_count" integer DEFAULT 0 NOT NULL,
	"transfers_made" integer DEFAULT 0 NOT NULL,
	"most_selected" integer,
	"most_transferred_in" integer,
	"most_captained" integer,
	"most_vice_captained" integer,
	"top_element" integer,
	"top_element_points" integer,
	"chip_plays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cup_leagues_created" boolean DEFAULT false NOT NULL,
	"h2h_ko_matches_created" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixture_player_stats" (
	"fixture_id" integer NOT NULL,
	"element_id" integer NOT NULL,
	"stats" jsonb NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"bps" integer DEFAULT 0 NOT NULL,
	"bonus" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "fixture_player_stats_fixture_id_element_id_pk" PRIMARY KEY("fixture_id","element_id")
);
--> statement-breakpoint
CREATE TABLE "fixtures" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"event" smallint,
	"kickoff_time" timestamp with time zone,
	"provisional_start_time" boolean DEFAULT false NOT NULL,
	"team_h" integer NOT NULL,
	"team_a" integer NOT NULL,
	"team_h_score" smallint,
	"team_a_score" smallint,
	"team_h_difficulty" smallint NOT NULL,
	"team_a_difficulty" smallint NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"finished_provisional" boolean DEFAULT false NOT NULL,
	"minutes" smallint DEFAULT 0 NOT NULL,
	"pulse_id" integer NOT NULL,
	CONSTRAINT "fixtures_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "game_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fixed_now" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"season_name" text NOT NULL,
	"rule_set" text NOT NULL,
	"settings" jsonb NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phases" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_event" smallint NOT NULL,
	"stop_event" smallint NOT NULL,
	"highest_score" integer
);
--> statement-breakpoint
CREATE TABLE "runner_steps" (
	"event" smallint NOT NULL,
	"step" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "runner_steps_event_step_pk" PRIMARY KEY("event","step")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"pulse_id" integer NOT NULL,
	"strength" smallint NOT NULL,
	"strength_overall_home" integer NOT NULL,
	"strength_overall_away" integer NOT NULL,
	"strength_attack_home" integer NOT NULL,
	"strength_attack_away" integer NOT NULL,
	"strength_defence_home" integer NOT NULL,
	"strength_defence_away" integer NOT NULL,
	"kit" jsonb NOT NULL,
	CONSTRAINT "teams_code_unique" UNIQUE("code"),
	CONSTRAINT "teams_short_name_unique" UNIQUE("short_name")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso_code_short" text NOT NULL,
	"iso_code_long" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"address" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_failure" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"region" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "chip_plays" (
	"entry_id" integer NOT NULL,
	"chip_id" smallint NOT NULL,
	"event" smallint NOT NULL,
	"time" timestamp with time zone NOT NULL,
	CONSTRAINT "chip_plays_entry_id_chip_id_pk" PRIMARY KEY("entry_id","chip_id")
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_change_blocked" boolean DEFAULT false NOT NULL,
	"kit" text,
	"favourite_team" integer,
	"started_event" smallint NOT NULL,
	"email_opt_in" boolean DEFAULT false NOT NULL,
	"bank" integer NOT NULL,
	"free_transfers" smallint DEFAULT 1 NOT NULL,
	"total_transfers" integer DEFAULT 0 NOT NULL,
	"summary_overall_points" integer DEFAULT 0 NOT NULL,
	"summary_overall_rank" integer,
	"summary_event_points" integer DEFAULT 0 NOT NULL,
	"summary_event_rank" integer,
	"last_deadline_bank" integer,
	"last_deadline_value" integer,
	"last_deadline_total_transfers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "entry_history" (
	"entry_id" integer NOT NULL,
	"event" smallint NOT NULL,
	"points" integer NOT NULL,
	"total_points" integer NOT NULL,
	"rank" integer,
	"overall_rank" integer,
	"bank" integer NOT NULL,
	"value" integer NOT NULL,
	"event_transfers" smallint NOT NULL,
	"event_transfers_cost" smallint NOT NULL,
	"points_on_bench" integer NOT NULL,
	CONSTRAINT "entry_history_entry_id_event_pk" PRIMARY KEY("entry_id","event")
);
--> statement-breakpoint
CREATE TABLE "entry_past_seasons" (
	"entry_id" integer NOT NULL,
	"season_name" text NOT NULL,
	"total_points" integer NOT NULL,
	"rank" integer,
	CONSTRAINT "entry_past_seasons_entry_id_season_name_pk" PRIMARY KEY("entry_id","season_name")
);
--> statement-breakpoint
CREATE TABLE "entry_picks" (
	"entry_id" integer NOT NULL,
	"event" smallint NOT NULL,
	"elements" integer[] NOT NULL,
	"purchase_prices" integer[] NOT NULL,
	"multipliers" smallint[] NOT NULL,
	"captain" integer NOT NULL,
	"vice_captain" integer NOT NULL,
	"active_chip" text,
	"automatic_subs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_picks_entry_id_event_pk" PRIMARY KEY("entry_id","event")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"entry_id" integer NOT NULL,
	"id" serial NOT NULL,
	"event" smallint NOT NULL,
	"element_in" integer NOT NULL,
	"element_in_cost" integer NOT NULL,
	"element_out" integer NOT NULL,
	"element_out_cost" integer NOT NULL,
	"time" timestamp with time zone NOT NULL,
	CONSTRAINT "transfers_entry_id_id_pk" PRIMARY KEY("entry_id","id")
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"user_id" integer NOT NULL,
	"element_code" integer NOT NULL,
	CONSTRAINT "watchlist_user_id_element_code_pk" PRIMARY KEY("user_id","element_code")
);
--> statement-breakpoint
CREATE TABLE "league_bans" (
	"league_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"player_name" text NOT NULL,
	CONSTRAINT "league_bans_league_id_entry_id_pk" PRIMARY KEY("league_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "league_entries" (
	"entry_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rank" integer,
	"last_rank" integer,
	"total" integer DEFAULT 0 NOT NULL,
	"event_total" integer DEFAULT 0 NOT NULL,
	"matches_played" integer DEFAULT 0 NOT NULL,
	"matches_won" integer DEFAULT 0 NOT NULL,
	"matches_drawn" integer DEFAULT 0 NOT NULL,
	"matches_lost" integer DEFAULT 0 NOT NULL,
	"points_for" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "league_entries_entry_id_league_id_pk" PRIMARY KEY("entry_id","league_id")
);
--> statement-breakpoint
CREATE TABLE "league_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event" smallint NOT NULL,
	"entry_1" integer,
	"entry_2" integer,
	"entry_1_points" integer DEFAULT 0 NOT NULL,
	"entry_2_points" integer DEFAULT 0 NOT NULL,
	"is_bye" boolean DEFAULT false NOT NULL,
	"winner" integer,
	"tiebreak" jsonb,
	"knockout_name" text,
	"is_knockout" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"league_type" text NOT NULL,
	"scoring" text NOT NULL,
	"code" text,
	"code_privacy" text DEFAULT 'p' NOT NULL,
	"admin_entry" integer,
	"start_event" smallint NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"has_cup" boolean DEFAULT false NOT NULL,
	"cup_league" integer,
	"max_entries" integer,
	"ko_rounds" smallint,
	"name_change_blocked" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"summary" text,
	"body" text,
	"date" timestamp with time zone NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related" integer[] DEFAULT '{}' NOT NULL,
	"duration" integer
);
--> statement-breakpoint
ALTER TABLE "element_events" ADD CONSTRAINT "element_events_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_events" ADD CONSTRAINT "element_events_event_events_id_fk" FOREIGN KEY ("event") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_team_teams_id_fk" FOREIGN KEY ("team") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_element_type_element_types_id_fk" FOREIGN KEY ("element_type") REFERENCES "public"."element_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_player_stats" ADD CONSTRAINT "fixture_player_stats_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_player_stats" ADD CONSTRAINT "fixture_player_stats_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_event_events_id_fk" FOREIGN KEY ("event") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_team_h_teams_id_fk" FOREIGN KEY ("team_h") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_team_a_teams_id_fk" FOREIGN KEY ("team_a") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_region_regions_id_fk" FOREIGN KEY ("region") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chip_plays" ADD CONSTRAINT "chip_plays_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_history" ADD CONSTRAINT "entry_history_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_past_seasons" ADD CONSTRAINT "entry_past_seasons_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_picks" ADD CONSTRAINT "entry_picks_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_bans" ADD CONSTRAINT "league_bans_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_entries" ADD CONSTRAINT "league_entries_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_entries" ADD CONSTRAINT "league_entries_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_matches" ADD CONSTRAINT "league_matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_admin_entry_entries_id_fk" FOREIGN KEY ("admin_entry") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "entries_overall_points_idx" ON "entries" USING btree ("summary_overall_points");--> statement-breakpoint
CREATE INDEX "league_entries_league_idx" ON "league_entries" USING btree ("league_id","rank");--> statement-breakpoint
CREATE INDEX "league_matches_league_event_idx" ON "league_matches" USING btree ("league_id","event");