// The bootstrap data the team screens read, typed structurally so shared pieces need no feature,
// and the engine's game settings built from it (the rules come from the engine, never from here).
// The team screens import the engine by area (`@ofl/engine/src/squad/index`, the same modules its
// main entry re-exports), so their lazy chunks load only the rules they use.
import { DEFAULT_GAME_SETTINGS } from '@ofl/engine/src/game-settings';
import type { ElementTypeId, ElementTypeRules, GameSettings } from '@ofl/engine';

/** Kit colours of a club (our addition to the FPL team shape). */
export type KitColours = {
  shirt: string;
  sleeves: string;
  shorts: string;
  socks: string;
  secondary: string;
  style: string;
};

/** A club as the team screens show it. */
export type GameTeam = {
  id: number;
  code: number;
  name: string;
  short_name: string;
  kit?: KitColours;
};

/** A player as the team screens and the player list read him from bootstrap `elements`. */
export type GameElement = {
  id: number;
  code: number;
  first_name: string;
  second_name: string;
  web_name: string;
  team: number;
  element_type: ElementTypeId;
  now_cost: number;
  status: string;
  form: string;
  total_points: number;
  event_points: number;
  points_per_game: string;
  selected_by_percent: string;
  ict_index: string;
  bonus: number;
  minutes: number;
  goals_scored: number;
  assists: number;
  clean_sheets: number;
  news: string;
  can_select?: boolean;
  in_dreamteam?: boolean;
};

/** A position as bootstrap `element_types` has it. */
export type GameElementType = {
  id: number;
  singular_name: string;
  singular_name_short: string;
  plural_name: string;
  plural_name_short?: string;
  squad_select: number;
  squad_min_play: number;
  squad_max_play: number;
  sub_positions_locked?: number[];
};

/** The bootstrap fields the team screens read. */
export type GameData = {
  elements: readonly GameElement[];
  teams: readonly GameTeam[];
  element_types: readonly GameElementType[];
  game_settings: Record<string, unknown>;
};

/** Reads bootstrap as the team screens' data (the shell types `elements` loosely). */
export function gameData(bootstrap: {
  elements: readonly unknown[];
  teams: readonly unknown[];
  element_types: readonly unknown[];
  game_settings: Record<string, unknown>;
}): GameData {
  return bootstrap as unknown as GameData;
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * The engine's game settings from bootstrap `game_settings` and `element_types`, so the client
 * checks a squad with exactly the numbers the server uses.
 */
export function engineSettings(
  data: Pick<GameData, 'game_settings' | 'element_types'>,
): GameSettings {
  const s = data.game_settings;
  const d = DEFAULT_GAME_SETTINGS;
  const types: ElementTypeRules[] = data.element_types.map((t) => ({
    id: t.id as ElementTypeId,
    singular_name: t.singular_name,
    singular_name_short: t.singular_name_short,
    plural_name: t.plural_name,
    plural_name_short: t.plural_name_short ?? t.singular_name_short,
    squad_select: t.squad_select,
    squad_min_play: t.squad_min_play,
    squad_max_play: t.squad_max_play,
    sub_positions_locked: t.sub_positions_locked ?? [],
  }));
  return {
    ...d,
    squad_squadsize: numberOr(s.squad_squadsize, d.squad_squadsize),
    squad_squadplay: numberOr(s.squad_squadplay, d.squad_squadplay),
    squad_team_limit: numberOr(s.squad_team_limit, d.squad_team_limit),
    squad_total_spend: numberOr(s.squad_total_spend, d.squad_total_spend),
    transfers_cap: numberOr(s.transfers_cap, d.transfers_cap),
    element_types: types.length > 0 ? types : d.element_types,
  };
}

/** A lookup by id. */
export function byId<T extends { id: number }>(items: readonly T[]): Map<number, T> {
  return new Map(items.map((item) => [item.id, item]));
}
