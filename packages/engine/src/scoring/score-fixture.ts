// Fantasy points of one element in one fixture (game-rules §1.2-§1.4, §6.5).
import { points } from '../types';
import type { ElementTypeId } from '../types';
import { defensiveContributionCount } from './defensive-contribution';
import type {
  ExplainRow,
  FixtureScore,
  FixtureStats,
  RuleSet,
  ScoringRule,
  ScoringStat,
} from './types';

/** A stat's value in a fixture; a missing count is 0. */
function valueOf(stat: ScoringStat, type: ElementTypeId, stats: FixtureStats): number {
  if (stat === 'defensive_contribution') return defensiveContributionCount(type, stats);
  return stats[stat] ?? 0;
}

/** The points one rule gives for a value. */
function pointsFor(rule: ScoringRule, value: number, type: ElementTypeId, stats: FixtureStats) {
  switch (rule.kind) {
    case 'bands': {
      let earned = 0;
      for (const band of rule.bands) if (value >= band.from) earned = band.points[type];
      return earned;
    }
    case 'every': {
      if (rule.minMinutes !== undefined && (stats.minutes ?? 0) < rule.minMinutes) return 0;
      if (rule.voidWhen !== undefined && (stats[rule.voidWhen] ?? 0) !== 0) return 0;
      return Math.floor(value / rule.every) * rule.points[type];
    }
    case 'threshold': {
      const atLeast = rule.atLeast[type];
      return atLeast > 0 && value >= atLeast ? rule.points[type] : 0;
    }
  }
}

/**
 * Scores one element (player or manager) in one fixture under a season's rules. The explain
 * rows follow FPL's event-live style: a row for each stat that gave points, plus the minutes
 * row that FPL always shows for players.
 */
export function scoreFixture(
  rules: RuleSet,
  type: ElementTypeId,
  stats: FixtureStats,
): FixtureScore {
  const explain: ExplainRow[] = [];
  let total = 0;
  for (const rule of rules.scoring) {
    const value = valueOf(rule.stat, type, stats);
    const earned = pointsFor(rule, value, type, stats);
    const shown = rule.kind === 'bands' && (rule.shownAtZero ?? []).includes(type);
    if (earned !== 0 || shown) {
      explain.push({ identifier: rule.stat, points: points(earned), value });
      total += earned;
    }
  }
  return { total: points(total), explain };
}
