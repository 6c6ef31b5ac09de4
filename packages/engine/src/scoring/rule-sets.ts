// One rule set per season, chosen by its id, so a past season replays under its own rules.
import { BPS_2023_24, BPS_2024_25, BPS_2025_26 } from './bps-tables';
import { POINTS_2023_24, POINTS_2024_25, POINTS_2025_26 } from './points-tables';
import type { RuleSet, SeasonId } from './types';

/** Top three BPS in a fixture get 3, 2 and 1 bonus (game-rules §2.1, all seasons). */
const BONUS_BY_RANK = [3, 2, 1] as const;

/** Every season's rules, keyed by season id. */
export const RULE_SETS: Readonly<Record<SeasonId, RuleSet>> = {
  '2023-24': {
    season: '2023-24',
    scoring: POINTS_2023_24,
    bps: BPS_2023_24,
    bonusByRank: BONUS_BY_RANK,
  },
  '2024-25': {
    season: '2024-25',
    scoring: POINTS_2024_25,
    bps: BPS_2024_25,
    bonusByRank: BONUS_BY_RANK,
  },
  '2025-26': {
    season: '2025-26',
    scoring: POINTS_2025_26,
    bps: BPS_2025_26,
    bonusByRank: BONUS_BY_RANK,
  },
};

/** The season whose rules a new game plays by. */
export const CURRENT_SEASON: SeasonId = '2025-26';

/** Whether a string names a season the engine has rules for. */
export function isSeasonId(value: string): value is SeasonId {
  return Object.hasOwn(RULE_SETS, value);
}

/** The rule set of a season. */
export function ruleSetFor(season: SeasonId): RuleSet {
  return RULE_SETS[season];
}
