// Putting a whole new season in place of the current one: the demo's fresh season (reset), an
// imported real one, or the next season (which keeps the accounts). Done once here so all wipe
// the same tables, under the runner lock, and move the data version on.
import {
  gameSettingsVersion,
  keepRenewableLeagues,
  moveVersionOn,
  wipeTables,
  type Database,
  type Db,
} from '@ofl/db';
import { forgetSimulatedMatches } from '../../runner/simulated-fixtures';
import { withRunnerLock } from '../../runner/game-runner';

/**
 * Every table of one season, wiped by every new season (a table added for the season goes here):
 * the clubs, players, fixtures and gameweeks, the teams' picks and results, the leagues and the
 * runner's marks. The regions stay, and so do last season's invitational leagues, kept for their
 * admins to renew, and every season's archive (entry_past_seasons, element_past_seasons).
 */
export const SEASON_TABLES = [
  'league_matches',
  'h2h_orders',
  'league_standings',
  'general_totals',
  'general_buckets',
  'general_members',
  'league_bans',
  'league_entries',
  'leagues',
  'chip_plays',
  'transfers',
  'prize_winners',
  'entry_history',
  'entry_picks',
  'news_items',
  'runner_steps',
  'element_price_states',
  'element_events',
  'fixture_player_stats',
  'fixture_feed_lines',
  'followed_fixtures',
  'feed_follow',
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

/** The accounts and their entries: the next season keeps them, a reset or an import does not. */
const ACCOUNT_TABLES = [
  'entry_past_seasons',
  'watchlist',
  'entries',
  'sessions',
  'password_resets',
  'mail_outbox',
  'sign_in_failures',
  'users',
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
  const before = await gameSettingsVersion(db);
  const done = await withRunnerLock(database, async () => {
    await keepRenewableLeagues(db);
    await wipeTables(db, [...SEASON_TABLES, ...ACCOUNT_TABLES]);
    await write(db);
    await moveVersionOn(db, before ?? 0);
    forgetSimulatedMatches();
    return true;
  });
  return done === true;
}
