/** One line of the scoring table: points by position GKP, DEF, MID, FWD (null: not scored). */
export type ScoringRow = { action: string; points: [Cell, Cell, Cell, Cell] };

/** A number of points, a range written out, or null where the action is not scored. */
type Cell = number | string | null;

/** The points table of the rules page (game rules §1.2, 2025/26 values). */
export const scoringRows: readonly ScoringRow[] = [
  { action: 'For playing up to 60 minutes', points: [1, 1, 1, 1] },
  { action: 'For playing 60 minutes or more (excluding stoppage time)', points: [2, 2, 2, 2] },
  { action: 'For each goal scored', points: [10, 6, 5, 4] },
  { action: 'For each assist for a goal', points: [3, 3, 3, 3] },
  { action: 'For a clean sheet', points: [4, 4, 1, null] },
  { action: 'For every 3 shot saves', points: [1, null, null, null] },
  { action: 'For each penalty save', points: [5, null, null, null] },
  { action: 'For each penalty miss', points: [-2, -2, -2, -2] },
  {
    action: 'Bonus points for the best players in a match',
    points: ['+1 to +3', '+1 to +3', '+1 to +3', '+1 to +3'],
  },
  { action: 'For every 2 goals conceded', points: [-1, -1, null, null] },
  { action: 'For each yellow card', points: [-1, -1, -1, -1] },
  { action: 'For each red card', points: [-3, -3, -3, -3] },
  { action: 'For each own goal', points: [-2, -2, -2, -2] },
  { action: 'Defensive contributions (10 for defenders, 12 for others)', points: [null, 2, 2, 2] },
];
