// Bonus 3/2/1 per fixture from BPS, with the official tie rules (game-rules §2.1).
import type { ElementId } from '../types';
import type { BonusAward, BpsEntry, RuleSet } from './types';

/**
 * Awards a fixture's bonus: players are grouped by equal BPS, best first; every player of a group
 * gets the bonus of the group's first position, and the next group starts after all of them (a tie
 * for 1st gives 3, 3 then 1). Only players with minutes take part. Returns the players who get
 * bonus, best first, ties in element id order.
 */
export function awardBonus(rules: RuleSet, entries: readonly BpsEntry[]): BonusAward[] {
  const ranked = entries
    .filter((e) => e.minutes > 0)
    .sort((a, b) => b.bps - a.bps || a.element - b.element);
  const awards: BonusAward[] = [];
  let position = 0;
  while (position < ranked.length) {
    const bonus = rules.bonusByRank[position] ?? 0;
    if (bonus <= 0) break;
    const bps = ranked[position]!.bps;
    while (position < ranked.length && ranked[position]!.bps === bps) {
      awards.push({ element: ranked[position]!.element, bonus });
      position++;
    }
  }
  return awards;
}

/**
 * Provisional bonus while a fixture is under way: the same rule on the BPS so far, for the
 * players who have appeared so far. It can change until the fixture is final.
 */
export function provisionalBonus(rules: RuleSet, entriesSoFar: readonly BpsEntry[]): BonusAward[] {
  return awardBonus(rules, entriesSoFar);
}

/** A fixture's bonus as a lookup by element: 0 for everyone who got none. */
export function bonusByElement(awards: readonly BonusAward[]): ReadonlyMap<ElementId, number> {
  return new Map(awards.map((a) => [a.element, a.bonus]));
}
