// Knock-out round sizes and names. A round is named by the teams it would hold with no byes: a
// 5-team cup starts with the Quarter-Finals, three of its teams on a bye. The names are the ones
// our product uses ('Final', 'Semi-Finals', 'Quarter-Finals', 'Round of 16'); one observed FPL
// response spelled the last eight 'Quarter-final', so a wire-exact clone would map them there.

/** The smallest power of two at or above n (1 for n <= 1). */
export function nextPowerOfTwo(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

/** Rounds a knock-out of n teams needs: ceil(log2 n), 0 for fewer than 2 teams. */
export function knockoutRoundCount(n: number): number {
  return n < 2 ? 0 : Math.log2(nextPowerOfTwo(n));
}

/** knockout_name of a round that starts with `teams` teams (byes included). */
export function knockoutName(teams: number): string {
  const size = nextPowerOfTwo(teams);
  if (size <= 2) return 'Final';
  if (size === 4) return 'Semi-Finals';
  if (size === 8) return 'Quarter-Finals';
  return `Round of ${size}`;
}
