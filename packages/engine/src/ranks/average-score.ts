/**
 * A gameweek's average score, as the official game shows it: the teams' points summed over their
 * number, rounded to the nearest point with halves away from zero; 0 when no team played. The
 * live figures after each match day and the final ones at finalisation both use it.
 */
export function averageScore(sum: number, teams: number): number {
  if (teams === 0) return 0;
  const mean = sum / teams;
  return Math.sign(mean) * Math.round(Math.abs(mean));
}
