import { sql } from 'drizzle-orm';
import type { Db } from '@ofl/db';
import { DEFAULT_DEMO, seedDemoSeason } from '../services/seed-demo-season';

/** Every table that holds the season and its managers; regions stay. */
const SEASON_TABLES = [
  'league_matches',
  'league_bans',
  'league_entries',
  'leagues',
  'entry_past_seasons',
  'watchlist',
  'chip_plays',
  'transfers',
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

/** Wipes the season, its managers and accounts (the regions stay). */
export async function wipeSeason(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`TRUNCATE ${SEASON_TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`),
  );
}

/** Wipes the season, its managers and accounts, and loads a fresh demo season before GW1. */
export async function resetToPreseason(db: Db): Promise<void> {
  await wipeSeason(db);
  await seedDemoSeason(db, DEFAULT_DEMO);
}
