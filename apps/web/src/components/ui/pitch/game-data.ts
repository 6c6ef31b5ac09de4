// The bootstrap data the team screens read (the contract's types) and the engine's game settings
// built from it (the rules come from the engine, never from here).
// The team screens import the engine by area (`@ofl/engine/squad`, the same modules its
// main entry re-exports), so their lazy chunks load only the rules they use.
import { DEFAULT_GAME_SETTINGS } from '@ofl/engine/game-settings';
import type { ElementTypeId, ElementTypeRules, GameSettings } from '@ofl/engine';
import type { Bootstrap } from '@ofl/api';

/** The bootstrap fields the team screens read. */
export type GameData = Pick<Bootstrap, 'elements' | 'teams' | 'element_types' | 'game_settings'>;

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
    plural_name_short: t.plural_name_short,
    squad_select: t.squad_select,
    squad_min_play: t.squad_min_play,
    squad_max_play: t.squad_max_play,
    sub_positions_locked: t.sub_positions_locked,
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
