// The tracked stats as FPL payloads name them, in FPL's order: one list for every presenter.
import { MATCH_STATS } from '@ofl/engine';

/** Stats sent as whole numbers (element, element-summary history, event live). */
export const COUNT_STATS = [
  ...MATCH_STATS,
  'bonus',
  'bps',
  'clearances_blocks_interceptions',
  'recoveries',
  'tackles',
  'defensive_contribution',
  'starts',
] as const;

/** The ICT stats, sent as strings with one decimal. */
export const ICT_STATS = ['influence', 'creativity', 'threat', 'ict_index'] as const;

/** The expected-goals stats, sent as strings with two decimals. */
export const EXPECTED_STATS = [
  'expected_goals',
  'expected_assists',
  'expected_goal_involvements',
  'expected_goals_conceded',
] as const;
