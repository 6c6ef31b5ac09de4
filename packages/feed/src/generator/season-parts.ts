// The parts every generated season shares: its random streams, its ids and codes, and the
// calendar around its clubs and players.
import { seededRng, type Rng } from '@ofl/engine';
import { generateChips } from './generate-chips';
import { generateElementTypes } from './generate-element-types';
import { generateEvents, scheduleKickoffs } from './generate-events';
import { generateFixtures } from './generate-fixtures';
import { generatePhases } from './generate-phases';
import type { IdSource } from './generate-players';
import { officialGameConfig, officialGameSettings } from './game-settings';
import { doubleRoundRobin } from './schedule-fixtures';
import { distinctInts } from './random-helpers';
import type { DemoSeason } from './types';

const GAMEWEEKS = 38;

/** A separate stream per part, so changing how players are made never moves the fixtures. */
export function stream(seed: number, part: number): Rng {
  return seededRng(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + part * 0x632be5ab);
}

export function toMs(when: Date | string): number {
  const ms = typeof when === 'string' ? Date.parse(when) : when.getTime();
  if (Number.isNaN(ms)) throw new Error(`firstKickoff is not a valid time: ${String(when)}`);
  return ms;
}

export function idSource(rng: Rng, size: number): IdSource {
  // Codes are six-digit and never equal to an id, as in the official data.
  const codes = distinctInts(rng, size, 100_000, 499_999);
  let id = 0;
  return { nextId: () => ++id, nextCode: () => codes[id - 1] ?? 500_000 + id };
}

/** The calendar around the clubs and players: fixtures, gameweeks, months and chips. */
export function seasonAround(
  seed: number,
  seasonName: string,
  firstKickoffMs: number,
  teams: DemoSeason['teams'],
  elements: DemoSeason['elements'],
  assistantManager: boolean,
): DemoSeason {
  const scheduleRng = stream(seed, 3);
  const rounds = doubleRoundRobin(
    scheduleRng,
    teams.map((t) => t.id),
  );
  const kickoffs = scheduleKickoffs(scheduleRng, firstKickoffMs, GAMEWEEKS, rounds[0]?.length ?? 0);
  const events = generateEvents(kickoffs);

  return {
    seed,
    season_name: seasonName,
    teams,
    element_types: generateElementTypes(elements),
    elements,
    events,
    fixtures: generateFixtures(scheduleRng, rounds, kickoffs, teams),
    phases: generatePhases(events),
    chips: generateChips(GAMEWEEKS, assistantManager),
    game_settings: officialGameSettings(),
    game_config: officialGameConfig(),
  };
}
