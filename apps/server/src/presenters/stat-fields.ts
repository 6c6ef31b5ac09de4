// The tracked stats as FPL payloads name them, in FPL's order: one list for every presenter.

/** Stats sent as whole numbers (element, element-summary history, event live). */
export const COUNT_STATS = [
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
