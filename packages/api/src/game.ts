// The game's public data: bootstrap-static, fixtures, live points, players' detail, the team of
// the week and the status of the gameweek. The schemas list the fields both sides read; the
// FPL payloads carry more (api-shapes).
import { z } from 'zod';
import type { ElementTypeId } from '@ofl/engine';

/** `?event=N` and `?future=1`; a value that is not a whole number is refused, not ignored. */
export const FixturesQuery = z.object({
  event: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(0)
    .max(10_000)
    .optional(),
  future: z.enum(['0', '1']).optional(),
});

/** A gameweek. */
export const GameEvent = z.object({
  id: z.number(),
  name: z.string(),
  deadline_time: z.string(),
  is_previous: z.boolean(),
  is_current: z.boolean(),
  is_next: z.boolean(),
  finished: z.boolean(),
  average_entry_score: z.number(),
  highest_score: z.number().nullable(),
  highest_scoring_entry: z.number().nullable(),
});
export type GameEvent = z.infer<typeof GameEvent>;

/** Kit colours of a club, our addition to the FPL team shape. */
export const KitColours = z.object({
  shirt: z.string(),
  sleeves: z.string(),
  shorts: z.string(),
  socks: z.string(),
  secondary: z.string(),
  style: z.string(),
});
export type KitColours = z.infer<typeof KitColours>;

/** A club. */
export const GameTeam = z.object({
  id: z.number(),
  code: z.number(),
  name: z.string(),
  short_name: z.string(),
  kit: KitColours,
});
export type GameTeam = z.infer<typeof GameTeam>;

/** A player of bootstrap `elements`. */
export const GameElement = z.object({
  id: z.number(),
  code: z.number(),
  first_name: z.string(),
  second_name: z.string(),
  web_name: z.string(),
  team: z.number(),
  element_type: z.custom<ElementTypeId>((v) => typeof v === 'number'),
  now_cost: z.number(),
  status: z.string(),
  form: z.string(),
  total_points: z.number(),
  event_points: z.number(),
  points_per_game: z.string(),
  selected_by_percent: z.string(),
  ict_index: z.string(),
  bonus: z.number(),
  minutes: z.number(),
  goals_scored: z.number(),
  assists: z.number(),
  clean_sheets: z.number(),
  news: z.string(),
  /** The chance he plays in the next gameweek, in percent; null when nothing is known. */
  chance_of_playing_next_round: z.number().nullable(),
  /** When the news was written (ISO), null without news. */
  news_added: z.string().nullable(),
  transfers_in_event: z.number(),
  transfers_out_event: z.number(),
  /** The player's place among his club's takers (1 first), null when he takes none. */
  penalties_order: z.number().nullable(),
  direct_freekicks_order: z.number().nullable(),
  corners_and_indirect_freekicks_order: z.number().nullable(),
  can_select: z.boolean(),
  in_dreamteam: z.boolean(),
  price_progress: z
    .number()
    .int()
    .min(-100)
    .max(100)
    .nullable()
    .describe(
      'Ours: how far he is from his next price change under the price model, in whole percent: ' +
        'net transfers since his last change against his threshold. 100 means he rises at the ' +
        'next nightly update as things stand, -100 that he falls; a player the gameweek limit ' +
        'or the price floor holds stays at 99 or -99. Null when prices follow a replayed season.',
    ),
  price_transfers_needed: z
    .number()
    .int()
    .nullable()
    .describe(
      'Ours: the net transfers still needed for the change price_progress points to (in when ' +
        'rising, out as a negative number when falling), 0 when it happens at the next nightly ' +
        'update; null when a limit holds him that way or prices follow a replayed season.',
    ),
});
export type GameElement = z.infer<typeof GameElement>;

/** A position, with its squad quotas. */
export const GameElementType = z.object({
  id: z.number(),
  singular_name: z.string(),
  singular_name_short: z.string(),
  plural_name: z.string(),
  plural_name_short: z.string(),
  squad_select: z.number(),
  squad_min_play: z.number(),
  squad_max_play: z.number(),
  sub_positions_locked: z.array(z.number()),
});
export type GameElementType = z.infer<typeof GameElementType>;

/** A chip of the season. */
export const GameChip = z.object({
  id: z.number(),
  name: z.string(),
  number: z.number(),
  start_event: z.number(),
  stop_event: z.number(),
  chip_type: z.string(),
});
export type GameChip = z.infer<typeof GameChip>;

/** Bootstrap `game_settings`: the stored settings, which the engine merges over its defaults. */
export const BootstrapSettings = z.looseObject({
  squad_squadsize: z.number(),
  squad_squadplay: z.number(),
  squad_team_limit: z.number(),
  squad_total_spend: z.number(),
  /** League limits the join and create errors name (SPEC §3 Game settings). */
  league_join_private_max: z.number(),
  league_join_public_max: z.number(),
  league_max_size_public_classic: z.number(),
  /** Head-to-head: a public league's size, an invitational one's largest, its knock-out rounds. */
  league_max_size_public_h2h: z.number().optional(),
  league_max_size_private_h2h: z.number().optional(),
  league_max_ko_rounds_private_h2h: z.number().optional(),
});
export type BootstrapSettings = z.infer<typeof BootstrapSettings>;

/** A phase of the season (a month, or the whole season). */
export const Phase = z.object({
  id: z.number(),
  name: z.string(),
  start_event: z.number(),
  stop_event: z.number(),
  /** The month's best score, once its last gameweek is finalised. */
  highest_score: z.number().nullable(),
});

/** GET bootstrap-static/. */
export const Bootstrap = z.object({
  events: z.array(GameEvent),
  teams: z.array(GameTeam),
  elements: z.array(GameElement),
  element_types: z.array(GameElementType),
  chips: z.array(GameChip),
  game_settings: BootstrapSettings,
  phases: z.array(Phase),
  total_players: z.number(),
});
export type Bootstrap = z.infer<typeof Bootstrap>;

/** One side's players of a fixture stat, each with his value. */
const StatValues = z.array(z.object({ value: z.number(), element: z.number() }));

/** One stat of a fixture per side: each player with a value (api-shapes §2). */
export const FixtureStat = z.object({ identifier: z.string(), h: StatValues, a: StatValues });
export type FixtureStat = z.infer<typeof FixtureStat>;

/** Who plays whom and when: the first fields of every fixture the API sends. */
const FixtureWhen = z.object({
  id: z.number(),
  event: z.number().nullable(),
  team_h: z.number(),
  team_a: z.number(),
  kickoff_time: z.string().nullable(),
  provisional_start_time: z.boolean(),
});

/** A fixture of GET fixtures/: who plays whom, when, the score, difficulties and stats. */
export const Fixture = FixtureWhen.extend({
  started: z.boolean().nullable(),
  finished: z.boolean(),
  finished_provisional: z.boolean(),
  minutes: z.number(),
  team_h_score: z.number().nullable(),
  team_a_score: z.number().nullable(),
  team_h_difficulty: z.number(),
  team_a_difficulty: z.number(),
  stats: z.array(FixtureStat),
});
export type Fixture = z.infer<typeof Fixture>;
export const Fixtures = z.array(Fixture);

/** Stats by their identifier (minutes, goals_scored ...). */
const StatsByIdentifier = z.record(z.string(), z.number());

/** One player's line of a fixture in GET fixture/{id}/stats/: his side and his points. */
export const FixturePlayerLine = z.object({
  element: z.number(),
  team: z.number(),
  side: z.enum(['h', 'a']),
  total_points: z.number(),
  stats: StatsByIdentifier,
});
export type FixturePlayerLine = z.infer<typeof FixturePlayerLine>;

/** GET fixture/{id}/stats/: every player's line of the fixture and each side's totals. */
export const FixtureStats = z.object({
  fixture: z.number(),
  event: z.number().nullable(),
  players: z.array(FixturePlayerLine),
  totals: z.object({ h: StatsByIdentifier, a: StatsByIdentifier }),
});
export type FixtureStats = z.infer<typeof FixtureStats>;

/** One scoring line of a player's fixture: the stat, its value and the points it gave. */
export const ExplainStat = z.object({
  identifier: z.string(),
  points: z.number(),
  value: z.number(),
  points_modification: z.number(),
});
export type ExplainStat = z.infer<typeof ExplainStat>;

/** A player's summed stats of a gameweek: counts, decimals as strings, and these four. */
export const LiveStats = z
  .object({
    minutes: z.number(),
    total_points: z.number(),
    in_dreamteam: z.boolean(),
    played: z.boolean(),
  })
  .catchall(z.union([z.number(), z.string(), z.boolean()]));
export type LiveStats = z.infer<typeof LiveStats>;

/**
 * Ours: a player's ownership among a group of managers, in percent: picked and captained at
 * the deadline, and the effective ownership (the sum of the live multipliers: captains count
 * twice, benched players none).
 */
export const Ownership = z.object({
  selected: z.number(),
  captained: z.number(),
  effective: z.number(),
});
export type Ownership = z.infer<typeof Ownership>;

/**
 * Ours: ownership over every manager, the top 10,000 of the overall ranking at the deadline
 * (absent before anyone is ranked) and a chosen league.
 */
export const ElementOwnership = z.object({
  all: Ownership,
  top_10k: Ownership.optional(),
  league: Ownership.optional(),
});
export type ElementOwnership = z.infer<typeof ElementOwnership>;

/** One player in GET event/{id}/live/ (api-shapes §4). */
export const LiveElement = z.object({
  id: z.number(),
  stats: LiveStats,
  explain: z.array(z.object({ fixture: z.number(), stats: z.array(ExplainStat) })),
  modified: z.boolean(),
  /** Ours, while the gameweek is live. */
  ownership: ElementOwnership.optional(),
});
export type LiveElement = z.infer<typeof LiveElement>;

/** Ours: how many managers each ownership group counts. */
export const OwnershipGroups = z.object({
  all: z.number(),
  top_10k: z.number(),
  league: z.object({ id: z.number(), managers: z.number() }).optional(),
});
export type OwnershipGroups = z.infer<typeof OwnershipGroups>;

/** GET event/{id}/live/ (`?league=` adds that league's ownership). */
export const EventLive = z.object({
  elements: z.array(LiveElement),
  ownership_groups: OwnershipGroups.optional(),
});
export type EventLive = z.infer<typeof EventLive>;

/** A coming fixture of a player (element-summary `fixtures[]`). */
export const SummaryFixture = FixtureWhen.extend({
  is_home: z.boolean(),
  difficulty: z.number(),
});
export type SummaryFixture = z.infer<typeof SummaryFixture>;

/** A fixture played this season: the opponent, the score, points and stats (SPEC §3). */
export const HistoryRow = z.looseObject({
  fixture: z.number(),
  round: z.number(),
  opponent_team: z.number(),
  was_home: z.boolean(),
  team_h_score: z.number().nullable(),
  team_a_score: z.number().nullable(),
  total_points: z.number(),
  transfers_balance: z.number(),
  selected: z.number(),
  value: z.number(),
});
export type HistoryRow = z.infer<typeof HistoryRow>;

/** A previous season's totals (SPEC §3). */
export const SeasonRow = z.looseObject({
  season_name: z.string(),
  total_points: z.number(),
  start_cost: z.number(),
  end_cost: z.number(),
});
export type SeasonRow = z.infer<typeof SeasonRow>;

/** GET element-summary/{id}/. */
export const ElementSummary = z.object({
  fixtures: z.array(SummaryFixture),
  history: z.array(HistoryRow),
  history_past: z.array(SeasonRow),
});
export type ElementSummary = z.infer<typeof ElementSummary>;

/** GET dream-team/ and dream-team/{event}/ (api-shapes §13). */
export const DreamTeam = z.object({
  top_player: z.object({ id: z.number(), points: z.number() }).nullable(),
  team: z.array(z.object({ element: z.number(), points: z.number(), position: z.number() })),
});
export type DreamTeam = z.infer<typeof DreamTeam>;

/** GET event-status/ (api-shapes §14). */
export const EventStatus = z.object({
  status: z.array(
    z.object({
      bonus_added: z.boolean(),
      date: z.string(),
      event: z.number(),
      points: z.enum(['', 'l', 'p', 'r']),
    }),
  ),
  leagues: z.enum(['', 'Updating', 'Updated']),
});
export type EventStatus = z.infer<typeof EventStatus>;

/**
 * GET event/{id}/distribution/ (ours): how many managers scored what in a gameweek, in bars
 * `bucket_size` points wide, each from `from` up; bars with nobody are left out.
 */
export const ScoreDistribution = z.object({
  event: z.number(),
  bucket_size: z.number(),
  total: z.number(),
  buckets: z.array(z.object({ from: z.number(), count: z.number() })),
});
export type ScoreDistribution = z.infer<typeof ScoreDistribution>;
