// The stats every player's and manager's line of a match counts, as FPL's payloads name and
// order them.
import type { ScoringStat } from './types';

/**
 * Counted for every player in every match, in FPL's order: the start of the stats of an
 * element, an element-summary history row and a live line.
 */
export const MATCH_STATS = [
  'minutes',
  'goals_scored',
  'assists',
  'clean_sheets',
  'goals_conceded',
  'own_goals',
  'penalties_saved',
  'penalties_missed',
  'yellow_cards',
  'red_cards',
  'saves',
] as const satisfies readonly ScoringStat[];

/** Every stat a manager line carries (the Assistant Manager of 2024-25, game-rules §6.5). */
export const MANAGER_STATS = [
  'mng_win',
  'mng_draw',
  'mng_loss',
  'mng_underdog_win',
  'mng_underdog_draw',
  'mng_clean_sheets',
  'mng_goals_scored',
] as const satisfies readonly ScoringStat[];
