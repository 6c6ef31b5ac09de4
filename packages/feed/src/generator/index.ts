// The demo season generator: an invented but believable season from a seed and a start date.
// Pure: no I/O, no clock, no Math.random.
import { generateManagers } from './generate-managers';
import { NameGenerator } from './generate-names';
import { generateClubPlayers } from './generate-players';
import { generateTeams } from './generate-teams';
import { idSource, seasonAround, stream, toMs } from './season-parts';
import type { DemoSeason, GenerateDemoSeasonOptions } from './types';

export type * from './types';
export { contrastRatio } from './generate-kits';
export { PLAYER_PRICE_RANGE } from './price-player';
export { DEADLINE_BEFORE_KICKOFF_MS } from './generate-events';
export { officialGameConfig, officialGameSettings } from './game-settings';
export { generateNextSeason, nextSeasonName } from './generate-next-season';
export type { FinishedClub, FinishedPlayer, NextSeasonOptions } from './generate-next-season';

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

  return seasonAround(seed, seasonName, firstKickoffMs, teams, elements, assistantManager);
}
