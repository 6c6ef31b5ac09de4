// Shapes of the demo season. Field names are those of the FPL API (bootstrap-static and
// fixtures), so the database layer maps them one to one; the few fields the API does not have
// (kit, quality, minutesLikelihood) are camelCase or clearly ours.

import type { ChipType, ClubIdentity, ElementTypeId, Kit, KitStyle } from '@ofl/engine';

// Section: input

/** What the generator needs: everything else follows from the seed. */
export interface GenerateDemoSeasonOptions {
  /** Any integer; the same seed always gives the same season. */
  seed: number;
  /** Kick-off of the season's first fixture (UTC). Gameweeks follow a week apart. */
  firstKickoff: Date | string;
  /** Shown to managers, e.g. '2025/26'. */
  seasonName: string;
  /**
   * Whether the season has the 2024/25 Assistant Manager chip and its head coaches (element
   * type 5); by default only a season named 2024/25 does (game-rules §6.5).
   */
  assistantManager?: boolean;
}

// Section: clubs

// A club's kit and identity, as it carries them into the next season: the engine's.
export type { ClubIdentity, Kit, KitStyle };

/** One club, as in `bootstrap-static.teams[]`, plus its kit. */
export interface DemoTeam extends ClubIdentity {
  id: number;
  played: number;
  win: number;
  draw: number;
  loss: number;
  points: number;
  position: number;
  form: null;
  team_division: null;
  unavailable: boolean;
  link_url: string;
  /** Hidden club rating in [0, 1]; drives player quality and the match simulator. */
  rating: number;
}

// Section: positions

/** One position, as in `bootstrap-static.element_types[]`. */
export interface DemoElementType {
  id: ElementTypeId;
  plural_name: string;
  plural_name_short: string;
  singular_name: string;
  singular_name_short: string;
  squad_select: number;
  squad_min_select: number | null;
  squad_max_select: number | null;
  squad_min_play: number;
  squad_max_play: number;
  ui_shirt_specific: boolean;
  sub_positions_locked: number[];
  element_count: number;
}

// Section: players

/** Player availability, as the API spells it. */
export type ElementStatus = 'a' | 'd' | 'i' | 's' | 'u' | 'n';

/** The availability fields of one player, consistent with each other. */
export interface Availability {
  status: ElementStatus;
  news: string;
  news_added: string | null;
  chance_of_playing_this_round: number | null;
  chance_of_playing_next_round: number | null;
  /** When his injury's expected return or his ban ends (ISO; ours, not an API field). */
  newsReturn: string | null;
}

/** One player or manager, the static part of `bootstrap-static.elements[]` plus hidden ratings. */
export interface DemoElement extends Availability {
  id: number;
  code: number;
  first_name: string;
  second_name: string;
  web_name: string;
  known_name: string;
  team: number;
  team_code: number;
  element_type: ElementTypeId;
  squad_number: number | null;
  birth_date: string | null;
  now_cost: number;
  can_transact: boolean;
  can_select: boolean;
  removed: boolean;
  special: boolean;
  penalties_order: number | null;
  direct_freekicks_order: number | null;
  corners_and_indirect_freekicks_order: number | null;
  penalties_text: string;
  direct_freekicks_text: string;
  corners_and_indirect_freekicks_text: string;
  /** Hidden ability in [0, 1]; the match simulator uses it, the API never shows it. */
  quality: number;
  /** Hidden chance in [0, 1] that he plays in a given match when fit. */
  minutesLikelihood: number;
}

// Section: calendar

/** Per-event or per-chip rule overrides; always empty except for the Assistant Manager chip. */
export interface Overrides {
  rules: Record<string, number>;
  scoring: Record<string, number>;
  element_types: Array<Partial<DemoElementType> & { id: ElementTypeId }>;
  pick_multiplier: number | null;
}

/**
 * One gameweek, the static part of `bootstrap-static.events[]`. `is_previous`, `is_current`
 * and `is_next` are left out on purpose: they follow from the clock and are never stored.
 */
export interface DemoEvent {
  id: number;
  name: string;
  deadline_time: string;
  deadline_time_epoch: number;
  deadline_time_game_offset: number;
  release_time: null;
  average_entry_score: number;
  finished: boolean;
  data_checked: boolean;
  highest_scoring_entry: number | null;
  highest_score: number | null;
  cup_leagues_created: boolean;
  h2h_ko_matches_created: boolean;
  can_enter: boolean;
  can_manage: boolean;
  released: boolean;
  ranked_count: number;
  overrides: Overrides;
  chip_plays: Array<{ chip_name: string; num_played: number }>;
  most_selected: number | null;
  most_transferred_in: number | null;
  top_element: number | null;
  top_element_info: { id: number; points: number } | null;
  transfers_made: number;
  most_captained: number | null;
  most_vice_captained: number | null;
}

/** One match, as in `fixtures/`, before it is played. */
export interface DemoFixture {
  id: number;
  code: number;
  pulse_id: number;
  event: number;
  kickoff_time: string;
  provisional_start_time: boolean;
  team_h: number;
  team_a: number;
  team_h_score: number | null;
  team_a_score: number | null;
  team_h_difficulty: number;
  team_a_difficulty: number;
  started: boolean;
  finished: boolean;
  finished_provisional: boolean;
  minutes: number;
  stats: Array<{
    identifier: string;
    h: Array<{ value: number; element: number }>;
    a: Array<{ value: number; element: number }>;
  }>;
}

/** A stretch of gameweeks with its own table: 'Overall' and one per month. */
export interface DemoPhase {
  id: number;
  name: string;
  start_event: number;
  stop_event: number;
  highest_score: number | null;
}

/** Chip names as the API spells them. */
export type ChipName = 'wildcard' | 'freehit' | 'bboost' | '3xc' | 'manager';

/** One chip window, as in `bootstrap-static.chips[]`. */
export interface DemoChip {
  id: number;
  name: ChipName;
  number: number;
  start_event: number;
  stop_event: number;
  chip_type: ChipType;
  overrides: Overrides;
}

// Section: settings

/** `bootstrap-static.game_settings`, the official 2025/26 values. */
export interface GameSettings {
  league_join_private_max: number;
  league_join_public_max: number;
  league_max_size_public_classic: number;
  league_max_size_public_h2h: number;
  league_max_size_private_h2h: number;
  league_max_ko_rounds_private_h2h: number;
  league_prefix_public: string;
  league_points_h2h_win: number;
  league_points_h2h_lose: number;
  league_points_h2h_draw: number;
  league_ko_first_instead_of_random: boolean;
  cup_start_event_id: number | null;
  cup_stop_event_id: number | null;
  cup_qualifying_method: string | null;
  cup_type: string | null;
  featured_entries: number[];
  element_sell_at_purchase_price: boolean;
  percentile_ranks: number[];
  underdog_differential: number;
  squad_squadplay: number;
  squad_squadsize: number;
  squad_special_min: number | null;
  squad_special_max: number | null;
  squad_team_limit: number;
  squad_total_spend: number;
  ui_currency_multiplier: number;
  ui_use_special_shirts: boolean;
  ui_special_shirt_exclusions: number[];
  stats_form_days: number;
  sys_vice_captain_enabled: boolean;
  transfers_cap: number;
  transfers_sell_on_fee: number;
  max_extra_free_transfers: number;
  league_h2h_tiebreak_stats: string[];
  timezone: string;
}

/** `bootstrap-static.game_config`: the rules again, the scoring table and a few settings. */
export interface GameConfig {
  settings: { entry_per_event: boolean; timezone: string; static_content_url: string };
  rules: Omit<GameSettings, 'timezone'>;
  scoring: Record<string, number | Record<string, number>>;
}

// Section: the season

/** A whole invented season, ready to be written to the database. */
export interface DemoSeason {
  seed: number;
  season_name: string;
  teams: DemoTeam[];
  element_types: DemoElementType[];
  elements: DemoElement[];
  events: DemoEvent[];
  fixtures: DemoFixture[];
  phases: DemoPhase[];
  chips: DemoChip[];
  game_settings: GameSettings;
  game_config: GameConfig;
}
