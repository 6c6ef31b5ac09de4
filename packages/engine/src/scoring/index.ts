// Public rules of the scoring area: points, BPS and bonus, per season.
export type * from './types';
export { RULE_SETS, CURRENT_SEASON, isSeasonId, ruleSetFor } from './rule-sets';
export { defensiveContributionCount } from './defensive-contribution';
export { scoreFixture } from './score-fixture';
export { scoreGameweek } from './score-gameweek';
export { playedInGameweek } from './played';
export { computeBps } from './bps';
export { MANAGER_STATS, MATCH_STATS } from './match-stats';
export { awardBonus, bonusByElement, provisionalBonus } from './award-bonus';
export type { MatchResult } from './manager-table-bonus';
export { UNDERDOG_DIFFERENTIAL, leaguePositions, underdogFlags } from './manager-table-bonus';
