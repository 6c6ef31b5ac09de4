import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replaySeasonGameweeks } from './replay-season';

// The real season lives beside the repository (`../shared/data/fpl`) and is never copied in.
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const real = join(repositoryRoot, '..', 'shared', 'data', 'fpl', '2024-25');
const testSeason = fileURLToPath(new URL('./test-data/2024-25', import.meta.url));
const haveReal = existsSync(real);

describe('replaySeasonGameweeks', () => {
  const range = haveReal ? { from: 1, to: 5 } : { from: 1, to: 2 };

  it(`gives every player's official points for GW${range.from}-GW${range.to} of ${haveReal ? 'the real 2024-25 season' : 'the small test season'}`, () => {
    const replay = replaySeasonGameweeks(haveReal ? real : testSeason, range);
    expect(replay.season).toBe('2024-25');
    expect(replay.gameweeks.map((g) => g.event)).toEqual(
      Array.from({ length: range.to - range.from + 1 }, (_, i) => range.from + i),
    );
    for (const gameweek of replay.gameweeks) {
      expect(gameweek.players.length).toBeGreaterThan(haveReal ? 500 : 2);
      const wrong = gameweek.players.filter((p) => p.official !== p.recomputed);
      expect(wrong).toEqual([]);
      expect(gameweek.matching).toBe(gameweek.players.length);
    }
  });

  it('sums a player over his fixtures and reports differences under the wrong rules', () => {
    // The test season's manager scores under 2024-25 rules and nothing under 2025-26.
    const replay = replaySeasonGameweeks(testSeason, { from: 1, to: 2 }, '2025-26');
    const differing = replay.gameweeks.flatMap((g) =>
      g.players.filter((p) => p.official !== p.recomputed),
    );
    expect(differing.map((p) => p.element)).toEqual([20]);
  });

  it('refuses a folder whose name is not a season it knows', () => {
    expect(() => replaySeasonGameweeks(join(testSeason, 'gws'), { from: 1, to: 1 })).toThrow(
      /no rule set for season "gws"/,
    );
  });
});
