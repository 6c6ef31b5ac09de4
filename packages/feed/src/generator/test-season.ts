// Shared fixtures for the generator's tests: seasons are built once per seed and reused.
import { generateDemoSeason } from './index';
import type { DemoSeason } from './types';

/** The start used by most tests: a Friday night in August, 20:00 in London. */
export const FIRST_KICKOFF = '2025-08-15T19:00:00Z';

const cache = new Map<string, DemoSeason>();

/**
 * The demo season for a seed (and start), built once per test file; with the 2024/25 head
 * coaches and Assistant Manager chip, so their tests run on the same seasons.
 */
export function seasonFor(seed: number, firstKickoff: string = FIRST_KICKOFF): DemoSeason {
  const key = `${seed}@${firstKickoff}`;
  let season = cache.get(key);
  if (season === undefined) {
    season = generateDemoSeason({
      seed,
      firstKickoff,
      seasonName: '2025/26',
      assistantManager: true,
    });
    cache.set(key, season);
  }
  return season;
}
