// The game's rules as the engine reads them, loaded from the database: settings, positions,
// chips, deadlines, club names and the players' positions, clubs and prices, read once per
// change (rulesKeptBy); the engine does the rest.
import {
  DEFAULT_GAME_SETTINGS,
  nextEventId,
  type ChipDefinition,
  type ElementTypeId,
  type GameSettings,
} from '@ofl/engine';
import type { CodedError } from '@ofl/api';
import {
  chipDefinitions,
  elementTypeRows,
  gameSettingsRow,
  gameweekDeadlines,
  teamNameRows,
  type Tx,
} from '@ofl/db';
import { HttpError } from '../../errors';
import { loadElementFacts, type ElementFacts } from './picks-rows';
import { keptPerKey } from '../../cache/kept-per-key';
import type { PublicVersion } from '../../cache/public-version';

/** What the squad, picks and transfer rules need from the database. */
export interface GameRules {
  settings: GameSettings;
  chips: ChipDefinition[];
  deadlines: { id: number; deadline_time: Date }[];
  teamNames: Record<number, string>;
  /**
   * Every player's facts, by id. A change of price or status moves the data version, so kept
   * rules are as fresh as the public payloads that show those prices.
   */
  players: ReadonlyMap<number, ElementFacts>;
}

const SETTINGS_KEYS = [
  'squad_squadsize',
  'squad_squadplay',
  'squad_team_limit',
  'squad_total_spend',
  'transfers_cap',
  'max_extra_free_transfers',
  'sys_vice_captain_enabled',
] as const;

/** Loads the rules: the stored game_settings and element_types over the engine's defaults. */
export async function loadGameRules(db: Tx): Promise<GameRules> {
  const stored = await gameSettingsRow(db);
  const overrides: Record<string, unknown> = {};
  for (const key of SETTINGS_KEYS) {
    const value = stored?.settings[key];
    if (value !== undefined && value !== null) overrides[key] = value;
  }
  const types = await elementTypeRows(db);
  const settings: GameSettings = {
    ...DEFAULT_GAME_SETTINGS,
    ...overrides,
    element_types: types.map((t) => ({
      id: t.id as ElementTypeId,
      singular_name: t.singularName,
      singular_name_short: t.singularNameShort,
      plural_name: t.pluralName,
      plural_name_short: t.pluralNameShort,
      squad_select: t.squadSelect,
      squad_min_play: t.squadMinPlay,
      squad_max_play: t.squadMaxPlay,
      sub_positions_locked: t.subPositionsLocked,
    })),
  };
  const eventRows = await gameweekDeadlines(db);
  const teamRows = await teamNameRows(db);
  return {
    settings,
    chips: await chipDefinitions(db),
    deadlines: eventRows,
    teamNames: Object.fromEntries(teamRows.map((t) => [t.id, t.name])),
    players: await loadElementFacts(db),
  };
}

/**
 * Where a request's game rules come from: read each time, or kept between changes. Call it
 * before a transaction, never inside one: the key may need a connection of its own.
 */
export type GameRulesSource = (db: Tx) => Promise<GameRules>;

/**
 * The game rules kept while the public payloads' key holds: whatever changes them (settings,
 * chips, deadlines, a new season) moves the data version, and with it the key.
 */
export function rulesKeptBy(version: PublicVersion): GameRulesSource {
  const rules = keptPerKey<GameRules>();
  return async (db) => rules(await version.key(), () => loadGameRules(db));
}

/** The text of SPEC §2's Game over dialog, sent when no gameweek is left to plan. */
export const GAME_OVER =
  "This game has now finished. Thanks for your interest, come back soon to select your squad for next season's game.";

/** The gameweek open for picks and transfers at `now`; refused with game_over after the last deadline. */
export function openEvent(rules: GameRules, now: Date): number {
  const next = nextEventId(rules.deadlines, now);
  if (next === null) throw violationsError([{ code: 'game_over', message: GAME_OVER }]);
  return next;
}

/** 400 with every violation in `non_field_errors`, the shape the client's error lookup reads. */
export function violationsError(violations: readonly CodedError[]): HttpError {
  return new HttpError(400, {
    non_field_errors: violations.map((v) => ({ code: v.code, message: v.message })),
  });
}
