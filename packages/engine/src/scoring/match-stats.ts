// The stats every player's line of a match counts, as FPL's payloads name and order them.
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
