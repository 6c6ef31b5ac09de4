import { shuffled, type Rng } from '@ofl/engine';

/** One match of the schedule, before it has a date. */
export interface Pairing {
  home: number;
  away: number;
}

/**
 * A single round-robin by the circle method: one club stays put, the others rotate one place a
 * round, and position i meets position n-1-i. The fixed club alternates home and away, and so
 * does every other club, bar one repeat when it passes the fixed club.
 */
export function singleRoundRobin(teamIds: readonly number[]): Pairing[][] {
  const n = teamIds.length;
  if (n % 2 !== 0 || n < 2) throw new Error('a round-robin needs an even number of clubs');
  let circle = teamIds.slice();
  const rounds: Pairing[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = circle[i]!;
      const b = circle[n - 1 - i]!;
      // Off the fixed seat, a club is at home on odd seats; it moves one seat a round, so it alternates.
      const aAtHome = i === 0 ? r % 2 === 0 : i % 2 === 1;
      round.push(aAtHome ? { home: a, away: b } : { home: b, away: a });
    }
    rounds.push(round);
    circle = [circle[0]!, circle[n - 1]!, ...circle.slice(1, n - 1)];
  }
  return rounds;
}

/**
 * The season's rounds: a circle-method first half, then the same rounds with home and away
 * swapped. Clubs are placed on the circle in seeded order and each half's rounds are shuffled,
 * so every seed gives a different calendar while every club still meets every other once at
 * home and once away, and never twice in one half.
 */
export function doubleRoundRobin(rng: Rng, teamIds: readonly number[]): Pairing[][] {
  const firstHalf = shuffled(rng, singleRoundRobin(shuffled(rng, teamIds)));
  const mirrored = firstHalf.map((round) =>
    round.map(({ home, away }) => ({ home: away, away: home })),
  );
  return [...firstHalf, ...shuffled(rng, mirrored)];
}
