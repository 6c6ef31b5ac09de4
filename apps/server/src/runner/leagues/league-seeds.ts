// Seeds of the leagues' random choices, reproducible from the league and the gameweek: the same
// league always gets the same schedule, draw and coin tosses.

/** What the seed is for: each use draws from a sequence of its own. */
export type LeagueSeedUse = 'schedule' | 'draw' | 'toss';

const USES: Record<LeagueSeedUse, number> = { schedule: 1, draw: 2, toss: 3 };

/** A 32-bit seed from a league, a gameweek and a use (a multiplicative hash of the three). */
export function leagueSeed(leagueId: number, event: number, use: LeagueSeedUse): number {
  let h = Math.imul(leagueId ^ 0x5bd1e995, 0x9e3779b1);
  h = Math.imul(h ^ (event + 0x7f4a7c15), 0x85ebca6b);
  h = Math.imul(h ^ USES[use], 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
