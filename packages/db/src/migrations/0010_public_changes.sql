-- Every change to what the public payloads depend on (the data version, the deadlines, the
-- fixtures' progress, the game clock) says so on the `ofl_public` channel, once per statement
-- and delivered at commit, so every server process drops its cached key at once instead of
-- asking the database on each request.
CREATE FUNCTION notify_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ofl_public', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER game_settings_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER events_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER fixtures_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fixtures
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER game_clock_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_clock
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
