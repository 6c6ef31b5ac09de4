/** League points for a win, a draw and a loss (`league_points_h2h_win/draw/lose`). */
export interface H2hPoints {
  win: number;
  draw: number;
  loss: number;
}

/** The game's H2H points: 3 for a win, 1 for a draw, 0 for a loss. */
export const DEFAULT_H2H_POINTS: H2hPoints = { win: 3, draw: 1, loss: 0 };

/** The outcome of one side of a match. */
export type H2hOutcome = 'win' | 'draw' | 'loss';

/** One side's outcome and league points from the two match scores (gameweek points net of hits). */
export function h2hOutcome(
  score: number,
  opponentScore: number,
  settings: H2hPoints = DEFAULT_H2H_POINTS,
): { outcome: H2hOutcome; points: number } {
  if (score > opponentScore) return { outcome: 'win', points: settings.win };
  if (score < opponentScore) return { outcome: 'loss', points: settings.loss };
  return { outcome: 'draw', points: settings.draw };
}
