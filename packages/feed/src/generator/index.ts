// The demo season generator: an invented but believable season from a seed and a start date.
// Pure: no I/O, no clock, no Math.random.
import { seededRng, type Rng } from '@ofl/engine';
import { generateChips } from './generate-chips';
import { generateElementTypes } from './generate-element-types';
import { generateEvents, scheduleKickoffs } from './generate-events';
import { generateFixtures } from './generate-fixtures';
import { generateManagers } from './generate-managers';
import { NameGenerator } from './generate-names';
import { generatePhases } from './generate-phases';
import { generateClubPlayers, type IdSource } from './generate-players';
import { generateTeams } from './generate-teams';
import { officialGameConfig, officialGameSettings } from './game-settings';
import { doubleRoundRobin } from './schedule-fixtures';
import { distinctInts } from './random-helpers';
import type { DemoSeason, GenerateDemoSeasonOptions } from './types';

export type * from './types';
export { contrastRatio } from './generate-kits';
export { PLAYER_PRICE_RANGE } from './price-player';
export { DEADLINE_BEFORE_KICKOFF_MS } from './generate-events';
export { officialGameConfig, officialGameSettings } from './game-settings';

const GAMEWEEKS = 38;

/** A separate stream per part, so changing how players are made never moves the fixtures. */
function stream(seed: number, part: number): Rng {
  return seededRng(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + part * 0x632be5ab);
}

function toMs(when: Date | string): number {
  const ms = typeof when === 'string' ? Date.parse(when) : when.getTime();
  if (Number.isNaN(ms)) throw new Error(`firstKickoff is not a valid time: ${String(when)}`);
  return ms;
}

function idSource(rng: Rng, size: number): IdSource {
  // Codes are six-digit and never equal to an id, as in the official data.
  const codes = distinctInts(rng, size, 100_000, 499_999);
  let id = 0;
  return { nextId: () => ++id, nextCode: () => codes[id - 1] ?? 500_000 + id };
}

/** Builds a whole demo season, the same for the same seed and start. */
export function generateDemoSeason(options: GenerateDemoSeasonOptions): DemoSeason {
  const { seed, seasonName } = options;
  const firstKickoffMs = toMs(options.firstKickoff);
  const teams = generateTeams(stream(seed, 1));

  const peopleRng = stream(seed, 2);
  const names = new NameGenerator(peopleRng);
  const ids = idSource(peopleRng, 1000);
  const seasonStart = new Date(firstKickoffMs);
  const players = teams.flatMap((team) =>
    generateClubPlayers(peopleRng, team, names, ids, seasonStart),
  );
  // Head coaches come after every player, as they were added to the 2024/25 game mid-season.
  const assistantManager = options.assistantManager ?? seasonName === '2024/25';
  const elements = assistantManager
    ? [...players, ...generateManagers(teams, names, ids)]
    : players;

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
