// The FPL `game_settings` and `element_types` fields that the team rules read (game-rules §3, §4).
// The server builds these from its bootstrap data; the defaults are the official 2025/26 values.
import type { ElementTypeId } from './types';

// Section: element types

/** One position's squad rules, as in FPL `bootstrap-static.element_types[]`. */
export interface ElementTypeRules {
  readonly id: ElementTypeId;
  readonly singular_name: string;
  readonly singular_name_short: string;
  readonly plural_name: string;
  readonly plural_name_short: string;
  /** How many of this type a full squad holds (its slots). */
  readonly squad_select: number;
  /** Fewest of this type in the starting eleven. */
  readonly squad_min_play: number;
  /** Most of this type in the starting eleven. */
  readonly squad_max_play: number;
  /** Bench positions this type may take, and that only this type may take; empty means any. */
  readonly sub_positions_locked: readonly number[];
}

// Section: game settings

/** The game-wide limits the team rules need, named as in FPL `game_settings`. */
export interface GameSettings {
  /** Players in a full squad (15). */
  readonly squad_squadsize: number;
  /** Players in the starting eleven (11); the bench starts at the next position. */
  readonly squad_squadplay: number;
  /** Most players from one club (3). */
  readonly squad_team_limit: number;
  /** The budget of a new squad, in tenths (1000 = 100m). */
  readonly squad_total_spend: number;
  /** Most transfers in one gameweek outside Wildcard and Free Hit (20). */
  readonly transfers_cap: number;
  /** Free transfers that can be banked on top of the weekly one (4 since 2024/25, 1 before). */
  readonly max_extra_free_transfers: number;
  /** Points each transfer beyond the free ones costs (4). */
  readonly transfers_cost: number;
  /**
   * Ours, not an FPL field: whether banked free transfers survive a Wildcard or Free Hit (true
   * since 2024/25; before, the next gameweek started again from one).
   */
  readonly free_transfers_kept_on_chip: boolean;
  /** Whether a vice-captain takes the armband when the captain does not play. */
  readonly sys_vice_captain_enabled: boolean;
  /** The positions, in element type order. */
  readonly element_types: readonly ElementTypeRules[];
}

const OUTFIELD_AND_KEEPERS: readonly ElementTypeRules[] = [
  {
    id: 1,
    singular_name: 'Goalkeeper',
    singular_name_short: 'GKP',
    plural_name: 'Goalkeepers',
    plural_name_short: 'GKP',
    squad_select: 2,
    squad_min_play: 1,
    squad_max_play: 1,
    sub_positions_locked: [12],
  },
  {
    id: 2,
    singular_name: 'Defender',
    singular_name_short: 'DEF',
    plural_name: 'Defenders',
    plural_name_short: 'DEF',
    squad_select: 5,
    squad_min_play: 3,
    squad_max_play: 5,
    sub_positions_locked: [],
  },
  {
    id: 3,
    singular_name: 'Midfielder',
    singular_name_short: 'MID',
    plural_name: 'Midfielders',
    plural_name_short: 'MID',
    squad_select: 5,
    squad_min_play: 2,
    squad_max_play: 5,
    sub_positions_locked: [],
  },
  {
    id: 4,
    singular_name: 'Forward',
    singular_name_short: 'FWD',
    plural_name: 'Forwards',
    plural_name_short: 'FWD',
    squad_select: 3,
    squad_min_play: 1,
    squad_max_play: 3,
    sub_positions_locked: [],
  },
];

/**
 * The 2024/25 Assistant Manager position: one slot (16) held only while the chip is active, never
 * in the eleven or on the bench. The exact 24/25 values were not published; these fit the rules.
 */
export const MANAGER_ELEMENT_TYPE: ElementTypeRules = {
  id: 5,
  singular_name: 'Manager',
  singular_name_short: 'AM',
  plural_name: 'Managers',
  plural_name_short: 'AM',
  squad_select: 1,
  squad_min_play: 0,
  squad_max_play: 0,
  sub_positions_locked: [],
};

/** The official 2025/26 (and 2026/27) settings: 15-man squad, 100m, 3 per club, 5 banked FTs. */
export const DEFAULT_GAME_SETTINGS: GameSettings = {
  squad_squadsize: 15,
  squad_squadplay: 11,
  squad_team_limit: 3,
  squad_total_spend: 1000,
  transfers_cap: 20,
  max_extra_free_transfers: 4,
  transfers_cost: 4,
  free_transfers_kept_on_chip: true,
  sys_vice_captain_enabled: true,
  element_types: OUTFIELD_AND_KEEPERS,
};

/**
 * The official 2025/26 league limits, named as in FPL `game_settings`: how many invitational and
 * public leagues a manager may join, and the sizes of public leagues and of head-to-head ones.
 */
export const DEFAULT_LEAGUE_LIMITS = {
  league_join_private_max: 30,
  league_join_public_max: 5,
  league_max_size_public_classic: 20,
  league_max_size_public_h2h: 16,
  league_max_size_private_h2h: 16,
  league_max_ko_rounds_private_h2h: 3,
} as const;

/** 2024/25: as 2025/26 plus the Assistant Manager position. */
export const GAME_SETTINGS_2024_25: GameSettings = {
  ...DEFAULT_GAME_SETTINGS,
  element_types: [...OUTFIELD_AND_KEEPERS, MANAGER_ELEMENT_TYPE],
};

/** 2023/24 and earlier: at most 2 free transfers (1 banked), lost when a Wildcard or Free Hit is played. */
export const GAME_SETTINGS_2023_24: GameSettings = {
  ...DEFAULT_GAME_SETTINGS,
  max_extra_free_transfers: 1,
  free_transfers_kept_on_chip: false,
};

/** The rules of one position; throws if the settings do not know it (a data error, not a user one). */
export function elementTypeRules(settings: GameSettings, id: ElementTypeId): ElementTypeRules {
  const rules = settings.element_types.find((t) => t.id === id);
  if (!rules) throw new Error(`Unknown element type ${id}`);
  return rules;
}

/** The positions that play in the eleven or sit on the bench (all but the Assistant Manager). */
export function playingElementTypes(settings: GameSettings): readonly ElementTypeRules[] {
  return settings.element_types.filter((t) => t.squad_max_play > 0);
}
