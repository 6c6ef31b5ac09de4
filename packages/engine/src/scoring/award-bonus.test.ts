import { describe, expect, it } from 'vitest';
import type { ElementId } from '../types';
import { awardBonus, bonusByElement, provisionalBonus } from './award-bonus';
import { ruleSetFor } from './rule-sets';
import type { BpsEntry } from './types';

const rules = ruleSetFor('2024-25');
/** Players 1, 2, 3, ... with the given BPS, all of whom played. */
const fixture = (...bps: number[]): BpsEntry[] =>
  bps.map((b, i) => ({ element: (i + 1) as ElementId, bps: b, minutes: 90 }));
/** Bonus of each player in element order, 0 for none. */
const bonusOf = (entries: BpsEntry[]) => {
  const byElement = bonusByElement(awardBonus(rules, entries));
  return entries.map((e) => byElement.get(e.element) ?? 0);
};

describe('awardBonus', () => {
  it('gives 3, 2 and 1 bonus to the top three BPS', () => {
    expect(bonusOf(fixture(30, 12, 25, 40, 5))).toEqual([2, 0, 1, 3, 0]);
  });

  it('gives both players tied for 1st 3 bonus and the next player 1', () => {
    expect(bonusOf(fixture(30, 30, 20, 10))).toEqual([3, 3, 1, 0]);
  });

  it('gives both players tied for 2nd 2 bonus and nobody 1', () => {
    expect(bonusOf(fixture(30, 20, 20, 10))).toEqual([3, 2, 2, 0]);
  });

  it('gives every player tied for 3rd 1 bonus', () => {
    expect(bonusOf(fixture(30, 20, 10, 10, 10, 10))).toEqual([3, 2, 1, 1, 1, 1]);
  });

  it('gives three players tied for 1st 3 bonus each and nobody else any', () => {
    expect(bonusOf(fixture(25, 25, 25, 24))).toEqual([3, 3, 3, 0]);
  });

  it('leaves out players who did not play, even with a higher BPS', () => {
    const entries = fixture(10, 9, 8, 7);
    entries[0] = { ...entries[0]!, minutes: 0 };
    expect(bonusOf(entries)).toEqual([0, 3, 2, 1]);
  });

  it('ranks negative BPS like any other when few players played', () => {
    expect(bonusOf(fixture(-3, 2))).toEqual([2, 3]);
  });

  it('gives nothing in a fixture where nobody played', () => {
    expect(awardBonus(rules, [])).toEqual([]);
  });

  it('lists the awards best first and ties by element id', () => {
    expect(awardBonus(rules, fixture(10, 30, 30))).toEqual([
      { element: 2, bonus: 3 },
      { element: 3, bonus: 3 },
      { element: 1, bonus: 1 },
    ]);
  });
});

describe('provisionalBonus', () => {
  it('applies the same rule to the BPS so far', () => {
    const soFar = fixture(14, 9, 9);
    expect(provisionalBonus(rules, soFar)).toEqual(awardBonus(rules, soFar));
    expect(bonusByElement(provisionalBonus(rules, soFar)).get(2 as ElementId)).toBe(2);
  });
});
