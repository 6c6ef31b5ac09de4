// The Bonus Points System score of one player in one fixture from raw match actions (§2.2, §2.3).
import type { ElementTypeId } from '../types';
import type { BpsActions, BpsRule, RuleSet } from './types';

/** The BPS one rule gives for a player's actions. */
function bpsFor(rule: BpsRule, type: ElementTypeId, actions: BpsActions): number {
  switch (rule.kind) {
    case 'every': {
      const net = (actions[rule.action] ?? 0) - (rule.minus ? (actions[rule.minus] ?? 0) : 0);
      return Math.floor(Math.max(0, net) / rule.every) * rule.bps[type];
    }
    case 'bands': {
      const value = actions[rule.action] ?? 0;
      let earned = 0;
      for (const band of rule.bands) if (value >= band.from) earned = band.bps;
      return earned;
    }
    case 'pass-completion': {
      const attempted = actions.passes_attempted ?? 0;
      if (attempted < rule.minAttempts) return 0;
      // Integer comparison: completed/attempted >= p% without a float.
      const completed = actions.passes_completed ?? 0;
      let earned = 0;
      for (const band of rule.bands) {
        if (completed * 100 >= band.fromPercent * attempted) earned = band.bps;
      }
      return earned;
    }
  }
}

/**
 * A player's BPS in one fixture under a season's table; the same call on the actions so far gives
 * the live BPS. Managers score no BPS. The result may be negative.
 */
export function computeBps(rules: RuleSet, type: ElementTypeId, actions: BpsActions): number {
  let total = 0;
  for (const rule of rules.bps) total += bpsFor(rule, type, actions);
  return total;
}
