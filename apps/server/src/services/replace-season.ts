// Putting a whole new season in place of the current one: the demo's fresh season (reset) or
// an imported real one. Done once here so both wipe the same tables, under the runner lock, and
// move the data version on.
import { sql } from 'drizzle-orm';
import { gameSettings, type Database, type Db } from '@ofl/db';
import { withRunnerLock } from './game-runner';
import { keepRenewableLeagues } from './renewable-leagues';

/**
 * Every table that holds the season and its managers; regions stay, and so do last season's
 * invitational leagues, kept for their admins to renew.
 */
const SEASON_TABLES = [
  'league_matches',
  'league_standings',
  'league_bans',
  'league_entries',
  'leagues',
  'entry_past_seasons',
  'watchlist',
  'chip_plays',
  'transfers',
  'prize_winners',
  'entry_history',
  'entry_picks',
  'entries',
  'sessions',
  'password_resets',
  'mail_outbox',
  'sign_in_failures',
  'users',
  'news_items',
  'runner_steps',
  'element_price_states',
  'element_events',
  'fixture_player_stats',
  'fixture_feed_lines',
  'element_feed_events',
  'fixtures',
  'chips',
  'phases',
  'events',
  'elements',
  'element_types',
  'teams',
  'game_clock',
  'game_settings',
];

/**
 * Wipes the season, its managers and accounts (the regions stay) and has `write` put the new
 * season in, never under a runner pass half way through the old one. A running server keys its
 * public payloads on the data version, so the new season starts above every version the old
 * one used. False when another process's runner held the lock and nothing changed.
 */
export async function replaceSeason(
  database: Database,
  write: (db: Db) => Promise<void>,
): Promise<boolean> {
  const { db } = database;
  const [before] = await db.select({ version: gameSettings.version }).from(gameSettings);
  const done = await withRunnerLock(database, async () => {
    await keepRenewableLeagues(db);
    await db.execute(
      sql.raw(`TRUNCATE ${SEASON_TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`),
    );
    await write(db);
    await db.execute(
      sql`update game_settings set version = greatest(version, ${(before?.version ?? 0) + 1})`,
    );
    return true;
  });
  return done === true;
}
