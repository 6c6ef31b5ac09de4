import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ElementId, ElementTypeId, FixtureId } from '../types';
import { awardBonus, bonusByElement } from './award-bonus';
import { computeBps } from './bps';
import { RULE_SETS } from './rule-sets';
import { scoreFixture } from './score-fixture';
import { scoreGameweek } from './score-gameweek';
import type { BpsAction, BpsEntry, FixtureStats, ScoringStat, SeasonId } from './types';

// fast-check prints the seed of any failure; replay it with { seed, path } in fc.assert.
const season = fc.constantFrom<SeasonId>('2023-24', '2024-25', '2025-26');
const elementType = fc.constantFrom<ElementTypeId>(1, 2, 3, 4, 5);
const small = fc.nat({ max: 12 });

const SCORING_STATS: readonly ScoringStat[] = [
  'minutes', 'goals_scored', 'assists', 'clean_sheets', 'goals_conceded', 'own_goals',
  'penalties_saved', 'penalties_missed', 'yellow_cards', 'red_cards', 'saves', 'bonus',
  'defensive_contribution', 'mng_win', 'mng_draw', 'mng_loss', 'mng_underdog_win',
  'mng_underdog_draw', 'mng_clean_sheets', 'mng_goals_scored',
]; // prettier-ignore

const stats: fc.Arbitrary<FixtureStats> = fc.record(
  {
    ...Object.fromEntries(SCORING_STATS.map((s) => [s, small])),
    minutes: fc.nat({ max: 120 }),
    clearances_blocks_interceptions: small,
    tackles: small,
    recoveries: small,
  },
  { requiredKeys: [] },
);

const BPS_ACTIONS: readonly BpsAction[] = [
  'minutes', 'goals_scored', 'penalty_goals', 'assists', 'clean_sheets', 'goals_conceded',
  'saves', 'saves_inside_box', 'tackles', 'tackles_unsuccessful', 'passes_attempted',
  'passes_completed', 'yellow_cards', 'red_cards', 'key_passes', 'recoveries',
]; // prettier-ignore
const bpsActions = fc.record(Object.fromEntries(BPS_ACTIONS.map((a) => [a, fc.nat({ max: 40 })])), {
  requiredKeys: [],
});

/** A fixture's players: unique element ids, BPS from -10 to 60, some with no minutes. */
const fixtureEntries: fc.Arbitrary<BpsEntry[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 800 }), { maxLength: 30 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.record({
          element: fc.constant(id as ElementId),
          bps: fc.integer({ min: -10, max: 60 }),
          minutes: fc.constantFrom(0, 1, 45, 90),
        }),
      ),
    ),
  );

describe('scoring properties', () => {
  it('makes the total equal the sum of the explain rows', () => {
    fc.assert(
      fc.property(season, elementType, stats, (s, type, st) => {
        const score = scoreFixture(RULE_SETS[s], type, st);
        expect(score.explain.reduce((sum, r) => sum + r.points, 0)).toBe(score.total);
      }),
    );
  });

  it('makes a gameweek total the sum of its fixtures', () => {
    fc.assert(
      fc.property(season, elementType, fc.array(stats, { maxLength: 3 }), (s, type, list) => {
        const fixtures = list.map((st, i) => ({ fixture: (i + 1) as FixtureId, stats: st }));
        const week = scoreGameweek(RULE_SETS[s], type, fixtures);
        const sum = list.reduce((acc, st) => acc + scoreFixture(RULE_SETS[s], type, st).total, 0);
        expect(week.total).toBe(sum);
        expect(week.explain).toHaveLength(list.length);
      }),
    );
  });

  it('gives the same score and BPS for the same input every time', () => {
    fc.assert(
      fc.property(season, elementType, stats, bpsActions, (s, type, st, actions) => {
        expect(scoreFixture(RULE_SETS[s], type, st)).toEqual(scoreFixture(RULE_SETS[s], type, st));
        expect(computeBps(RULE_SETS[s], type, actions)).toBe(
          computeBps(RULE_SETS[s], type, actions),
        );
      }),
    );
  });

  it('never lists a row with 0 points except a player minutes row', () => {
    fc.assert(
      fc.property(season, elementType, stats, (s, type, st) => {
        for (const row of scoreFixture(RULE_SETS[s], type, st).explain) {
          if (row.points === 0) expect([row.identifier, type < 5]).toEqual(['minutes', true]);
        }
      }),
    );
  });
});

describe('bonus properties', () => {
  const rules = RULE_SETS['2025-26'];

  it('awards only 1 to 3 bonus, only to players who played, at most as many per rank as tied', () => {
    fc.assert(
      fc.property(fixtureEntries, (entries) => {
        const awards = awardBonus(rules, entries);
        const played = new Set(entries.filter((e) => e.minutes > 0).map((e) => e.element));
        for (const a of awards) {
          expect([1, 2, 3]).toContain(a.bonus);
          expect(played.has(a.element)).toBe(true);
        }
        for (const bonus of [3, 2, 1]) {
          const winners = awards.filter((a) => a.bonus === bonus);
          const bpsOf = new Set(
            winners.map((w) => entries.find((e) => e.element === w.element)!.bps),
          );
          // Every player of one rank shares a BPS; without ties the official count holds.
          expect(bpsOf.size).toBeLessThanOrEqual(1);
          const playedBps = entries.filter((e) => e.minutes > 0).map((e) => e.bps);
          if (new Set(playedBps).size === playedBps.length) {
            expect(winners.length).toBeLessThanOrEqual(1);
          }
        }
        const ties = entries.length - new Set(entries.map((e) => e.bps)).size;
        expect(awards.length).toBeLessThanOrEqual(3 + ties);
      }),
    );
  });

  it('gives the top BPS among those who played 3 bonus whenever anyone played', () => {
    fc.assert(
      fc.property(fixtureEntries, (entries) => {
        const played = entries.filter((e) => e.minutes > 0);
        fc.pre(played.length > 0);
        const top = Math.max(...played.map((e) => e.bps));
        const byElement = bonusByElement(awardBonus(rules, entries));
        for (const e of played) expect(byElement.get(e.element) === 3).toBe(e.bps === top);
      }),
    );
  });

  it('gives the same bonus whatever the order of the players', () => {
    fc.assert(
      fc.property(
        fixtureEntries.chain((entries) =>
          fc.tuple(
            fc.constant(entries),
            fc.shuffledSubarray(entries, { minLength: entries.length }),
          ),
        ),
        ([entries, shuffled]) => {
          expect(awardBonus(rules, shuffled)).toEqual(awardBonus(rules, entries));
        },
      ),
    );
  });
});
