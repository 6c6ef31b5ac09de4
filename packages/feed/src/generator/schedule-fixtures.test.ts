import fc from 'fast-check';
import { seededRng } from '@ofl/engine';
import { describe, expect, it } from 'vitest';
import { doubleRoundRobin, singleRoundRobin, type Pairing } from './schedule-fixtures';

const TEAMS = Array.from({ length: 20 }, (_, i) => i + 1);

/** Problems with a double round-robin, as readable strings; none means it is valid. */
function roundRobinProblems(rounds: Pairing[][], teams: number[]): string[] {
  const problems: string[] = [];
  if (rounds.length !== 2 * (teams.length - 1)) problems.push(`${rounds.length} rounds`);
  rounds.forEach((round, r) => {
    const playing = round.flatMap((m) => [m.home, m.away]);
    if (round.length !== teams.length / 2 || new Set(playing).size !== teams.length) {
      problems.push(`round ${r + 1} is not a full round`);
    }
  });
  const seen = new Map<string, number>();
  for (const { home, away } of rounds.flat()) {
    if (home === away) problems.push(`${home} plays itself`);
    const key = `${home}-${away}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  for (const h of teams) {
    for (const a of teams) {
      if (h !== a && seen.get(`${h}-${a}`) !== 1) {
        problems.push(`${h} hosts ${a} ${seen.get(`${h}-${a}`) ?? 0} times`);
      }
    }
  }
  return problems;
}

describe('singleRoundRobin', () => {
  it('pairs every club with every other exactly once over n-1 rounds', () => {
    const rounds = singleRoundRobin(TEAMS);
    expect(rounds).toHaveLength(19);
    const pairs = new Set(
      rounds.flat().map(({ home, away }) => [home, away].sort((x, y) => x - y).join('-')),
    );
    expect(pairs.size).toBe(190);
  });

  it('gives every club nine or ten home games in a half', () => {
    const homes = new Map<number, number>();
    for (const { home } of singleRoundRobin(TEAMS).flat()) {
      homes.set(home, (homes.get(home) ?? 0) + 1);
    }
    for (const t of TEAMS) expect([9, 10]).toContain(homes.get(t));
  });

  it('refuses an odd number of clubs', () => {
    expect(() => singleRoundRobin([1, 2, 3])).toThrow(/even/);
  });
});

describe('doubleRoundRobin', () => {
  it('has every club meet every other once at home and once away', () => {
    expect(roundRobinProblems(doubleRoundRobin(seededRng(1), TEAMS), TEAMS)).toEqual([]);
  });

  it('meets each opponent once in each half of the season', () => {
    const rounds = doubleRoundRobin(seededRng(9), TEAMS);
    for (const half of [rounds.slice(0, 19), rounds.slice(19)]) {
      const pairs = new Set(
        half.flat().map(({ home, away }) => [home, away].sort((x, y) => x - y).join('-')),
      );
      expect(pairs.size).toBe(190);
    }
  });

  it('is a valid double round-robin for any seed and any even number of clubs', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 12 }), (seed, half) => {
        const teams = Array.from({ length: half * 2 }, (_, i) => i + 1);
        expect(roundRobinProblems(doubleRoundRobin(seededRng(seed), teams), teams)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('orders the rounds differently for different seeds', () => {
    const a = doubleRoundRobin(seededRng(1), TEAMS);
    const b = doubleRoundRobin(seededRng(2), TEAMS);
    expect(a).not.toEqual(b);
  });
});
