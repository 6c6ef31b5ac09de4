// The game's world: settings, clubs, positions, players, gameweeks, fixtures and chips.
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { Kit } from '@ofl/engine';
import { singleRowIdColumn, timestamptz } from './columns';

/** One row: the season's name, its rule set and the FPL game_settings/game_config objects. */
export const gameSettings = pgTable('game_settings', {
  id: singleRowIdColumn(),
  seasonName: text('season_name').notNull(),
  ruleSet: text('rule_set').notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  /** Bumped whenever anything in bootstrap-static changes, so cached payloads know they are stale. */
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  /**
   * An imported season's real number of managers, when the players show the real season's
   * ownership and transfers; null when they show the game's own managers'.
   */
  sourcePlayers: integer('source_players'),
});

/** The game clock: null means real time; a set value is the demo's or a test's time. */
export const gameClock = pgTable('game_clock', {
  id: singleRowIdColumn(),
  fixedNow: timestamptz('fixed_now'),
});

/** A club's kit colours (the engine's Kit, as the feed generates and the web draws them). */
export type KitColours = Kit;

export const teams = pgTable('teams', {
  id: integer('id').primaryKey(),
  code: integer('code').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull().unique(),
  pulseId: integer('pulse_id').notNull(),
  strength: smallint('strength').notNull(),
  strengthOverallHome: integer('strength_overall_home').notNull(),
  strengthOverallAway: integer('strength_overall_away').notNull(),
  strengthAttackHome: integer('strength_attack_home').notNull(),
  strengthAttackAway: integer('strength_attack_away').notNull(),
  strengthDefenceHome: integer('strength_defence_home').notNull(),
  strengthDefenceAway: integer('strength_defence_away').notNull(),
  kit: jsonb('kit').$type<KitColours>().notNull(),
});

/** A club a row names: a player's, a fixture's home or away side. */
const teamColumn = (name: string) =>
  integer(name)
    .notNull()
    .references(() => teams.id);

/** Season totals of the tracked stats (minutes, goals_scored, bps, influence ...). */
const seasonTotalsColumn = () =>
  jsonb('totals').$type<Record<string, number>>().notNull().default({});

export const elementTypes = pgTable('element_types', {
  id: smallint('id').primaryKey(),
  singularName: text('singular_name').notNull(),
  singularNameShort: text('singular_name_short').notNull(),
  pluralName: text('plural_name').notNull(),
  pluralNameShort: text('plural_name_short').notNull(),
  squadSelect: smallint('squad_select').notNull(),
  squadMinSelect: smallint('squad_min_select'),
  squadMaxSelect: smallint('squad_max_select'),
  squadMinPlay: smallint('squad_min_play').notNull(),
  squadMaxPlay: smallint('squad_max_play').notNull(),
  uiShirtSpecific: boolean('ui_shirt_specific').notNull().default(false),
  subPositionsLocked: smallint('sub_positions_locked').array().notNull().default([]),
});

/** Players (and the Assistant Manager's managers, element_type 5). */
export const elements = pgTable('elements', {
  id: integer('id').primaryKey(),
  code: integer('code').notNull().unique(),
  firstName: text('first_name').notNull(),
  secondName: text('second_name').notNull(),
  webName: text('web_name').notNull(),
  team: teamColumn('team'),
  elementType: smallint('element_type')
    .notNull()
    .references(() => elementTypes.id),
  nowCost: integer('now_cost').notNull(),
  costChangeStart: integer('cost_change_start').notNull().default(0),
  costChangeEvent: integer('cost_change_event').notNull().default(0),
  status: text('status').notNull().default('a'),
  news: text('news').notNull().default(''),
  newsAdded: timestamptz('news_added'),
  /** When an injury's 'Expected back' date or a ban ends: the runner updates the news then. */
  newsReturn: timestamptz('news_return'),
  chanceOfPlayingThisRound: smallint('chance_of_playing_this_round'),
  chanceOfPlayingNextRound: smallint('chance_of_playing_next_round'),
  penaltiesOrder: smallint('penalties_order'),
  directFreekicksOrder: smallint('direct_freekicks_order'),
  cornersAndIndirectFreekicksOrder: smallint('corners_and_indirect_freekicks_order'),
  squadNumber: smallint('squad_number'),
  /** Hidden ratings the match simulator plays with; never sent to clients. */
  quality: real('quality').notNull().default(0.5),
  minutesLikelihood: real('minutes_likelihood').notNull().default(0.8),
  totalPoints: integer('total_points').notNull().default(0),
  eventPoints: integer('event_points').notNull().default(0),
  form: text('form').notNull().default('0.0'),
  selectedBy: integer('selected_by').notNull().default(0),
  transfersIn: integer('transfers_in').notNull().default(0),
  transfersOut: integer('transfers_out').notNull().default(0),
  transfersInEvent: integer('transfers_in_event').notNull().default(0),
  transfersOutEvent: integer('transfers_out_event').notNull().default(0),
  inDreamteam: boolean('in_dreamteam').notNull().default(false),
  dreamteamCount: integer('dreamteam_count').notNull().default(0),
  totals: seasonTotalsColumn(),
});

/** Gameweeks. is_previous/is_current/is_next are derived from the clock, never stored. */
export const events = pgTable('events', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  deadlineTime: timestamptz('deadline_time').notNull(),
  releaseTime: timestamptz('release_time'),
  finished: boolean('finished').notNull().default(false),
  dataChecked: boolean('data_checked').notNull().default(false),
  averageEntryScore: integer('average_entry_score').notNull().default(0),
  highestScore: integer('highest_score'),
  highestScoringEntry: integer('highest_scoring_entry'),
  rankedCount: integer('ranked_count').notNull().default(0),
  transfersMade: integer('transfers_made').notNull().default(0),
  mostSelected: integer('most_selected'),
  mostTransferredIn: integer('most_transferred_in'),
  mostCaptained: integer('most_captained'),
  mostViceCaptained: integer('most_vice_captained'),
  topElement: integer('top_element'),
  topElementPoints: integer('top_element_points'),
  chipPlays: jsonb('chip_plays')
    .$type<{ chip_name: string; num_played: number }[]>()
    .notNull()
    .default([]),
  cupLeaguesCreated: boolean('cup_leagues_created').notNull().default(false),
  h2hKoMatchesCreated: boolean('h2h_ko_matches_created').notNull().default(false),
});

export const phases = pgTable('phases', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  startEvent: smallint('start_event').notNull(),
  stopEvent: smallint('stop_event').notNull(),
  highestScore: integer('highest_score'),
});

export const fixtures = pgTable('fixtures', {
  id: integer('id').primaryKey(),
  code: integer('code').notNull().unique(),
  event: smallint('event').references(() => events.id),
  kickoffTime: timestamptz('kickoff_time'),
  provisionalStartTime: boolean('provisional_start_time').notNull().default(false),
  teamH: teamColumn('team_h'),
  teamA: teamColumn('team_a'),
  teamHScore: smallint('team_h_score'),
  teamAScore: smallint('team_a_score'),
  teamHDifficulty: smallint('team_h_difficulty').notNull(),
  teamADifficulty: smallint('team_a_difficulty').notNull(),
  started: boolean('started').notNull().default(false),
  finished: boolean('finished').notNull().default(false),
  finishedProvisional: boolean('finished_provisional').notNull().default(false),
  minutes: smallint('minutes').notNull().default(0),
  pulseId: integer('pulse_id').notNull(),
});

/** The columns of the rows kept per player and fixture or gameweek. */
const elementIdColumn = () =>
  integer('element_id')
    .notNull()
    .references(() => elements.id);
const fixtureIdColumn = () =>
  integer('fixture_id')
    .notNull()
    .references(() => fixtures.id);
const eventIdColumn = () =>
  smallint('event')
    .notNull()
    .references(() => events.id);

/** A player's line of one fixture, keyed by the fixture and the player: his raw stats. */
const fixtureLineColumns = () => ({
  fixtureId: fixtureIdColumn(),
  elementId: elementIdColumn(),
  stats: jsonb('stats').$type<Record<string, number>>().notNull(),
});

/** One player's raw stats in one fixture, with the points and BPS the engine computed from them. */
export const fixturePlayerStats = pgTable(
  'fixture_player_stats',
  {
    ...fixtureLineColumns(),
    points: integer('points').notNull().default(0),
    bps: integer('bps').notNull().default(0),
    bonus: smallint('bonus').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fixtureId, t.elementId] })],
);

/**
 * The lines of an imported real season, as its data source gave them: each player's final raw
 * stats and BPS in a fixture. The runner posts them at full time instead of simulating the match.
 */
export const fixtureFeedLines = pgTable(
  'fixture_feed_lines',
  {
    ...fixtureLineColumns(),
    bps: integer('bps').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fixtureId, t.elementId] })],
);

/** A player's availability as a data source gave it (status a/d/i/s/u/n, news, chances). */
export interface FeedAvailability {
  status: string;
  news: string;
  news_added: string | null;
  chance_of_playing_this_round: number | null;
  chance_of_playing_next_round: number | null;
}

/**
 * An imported real season's players as they stood at each gameweek, from its data source: club,
 * price, ownership and the gameweek's transfers, and, for the moment the source was taken, the
 * availability. The runner applies them as the replay reaches each gameweek.
 */
export const elementFeedEvents = pgTable(
  'element_feed_events',
  {
    elementId: elementIdColumn(),
    event: eventIdColumn(),
    team: teamColumn('team'),
    value: integer('value').notNull(),
    selected: integer('selected').notNull(),
    transfersIn: integer('transfers_in').notNull(),
    transfersOut: integer('transfers_out').notNull(),
    availability: jsonb('availability').$type<FeedAvailability>(),
  },
  (t) => [primaryKey({ columns: [t.event, t.elementId] })],
);

/** Per player per gameweek: price, ownership and transfers, for element-summary history. */
export const elementEvents = pgTable(
  'element_events',
  {
    elementId: elementIdColumn(),
    event: eventIdColumn(),
    value: integer('value').notNull(),
    selected: integer('selected').notNull().default(0),
    transfersIn: integer('transfers_in').notNull().default(0),
    transfersOut: integer('transfers_out').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.elementId, t.event] })],
);

export const chips = pgTable('chips', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  number: smallint('number').notNull(),
  startEvent: smallint('start_event').notNull(),
  stopEvent: smallint('stop_event').notNull(),
  chipType: text('chip_type').notNull(),
  overrides: jsonb('overrides').$type<Record<string, unknown>>().notNull().default({}),
});

/** Which lifecycle steps of a gameweek have run, so every step is safe to repeat. */
export const runnerSteps = pgTable(
  'runner_steps',
  {
    event: smallint('event').notNull(),
    step: text('step').notNull(),
    doneAt: timestamptz('done_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.event, t.step] })],
);

/**
 * A player's finished seasons (element-summary history_past), by player code, which stays the
 * same from season to season while element ids do not.
 */
export const elementPastSeasons = pgTable(
  'element_past_seasons',
  {
    elementCode: integer('element_code').notNull(),
    seasonName: text('season_name').notNull(),
    startCost: integer('start_cost').notNull(),
    endCost: integer('end_cost').notNull(),
    totalPoints: integer('total_points').notNull(),
    totals: seasonTotalsColumn(),
  },
  (t) => [primaryKey({ columns: [t.elementCode, t.seasonName] })],
);
