import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntryId, Rng } from '../types';
import { seededRng } from '../random/seeded-rng';
import type { KnockoutSide } from './knockout-match';
import { decideKnockoutMatch } from './knockout-match';

const side = (entry: number, points: number, rest: Partial<KnockoutSide> = {}): KnockoutSide => ({
  entry: entry as EntryId,
  points,
  transfersCost: 0,
  goalsScored: 0,
  goalsConceded: 0,
  ...rest,
});
const counting = (value: number) => {
  let calls = 0;
  const rng: Rng = {
    next: () => {
      calls++;
      return value;
    },
  };
  return { rng, calls: () => calls };
};

describe('decideKnockoutMatch', () => {
  it('sends the higher gameweek score through', () => {
    expect(decideKnockoutMatch(side(1, 60), side(2, 55), seededRng(1))).toEqual({
      winner: 1,
      tiebreak: null,
    });
  });

  it('takes the hits off before comparing', () => {
    const result = decideKnockoutMatch(
      side(1, 60, { transfersCost: 8 }),
      side(2, 55),
      seededRng(1),
    );
    expect(result).toEqual({ winner: 2, tiebreak: null });
  });

  it('breaks a tied score with the most goals scored', () => {
    const result = decideKnockoutMatch(
      side(1, 50, { goalsScored: 1 }),
      side(2, 50, { goalsScored: 3 }),
      seededRng(1),
    );
    expect(result).toEqual({ winner: 2, tiebreak: 'goals_scored' });
  });

  it('then with the fewest goals conceded', () => {
    const result = decideKnockoutMatch(
      side(1, 50, { goalsScored: 2, goalsConceded: 4 }),
      side(2, 50, { goalsScored: 2, goalsConceded: 6 }),
      seededRng(1),
    );
    expect(result).toEqual({ winner: 1, tiebreak: 'goals_conceded' });
  });

  it('then with a virtual coin toss from the seeded RNG', () => {
    expect(decideKnockoutMatch(side(1, 50), side(2, 50), counting(0.2).rng)).toEqual({
      winner: 1,
      tiebreak: 'default',
    });
    expect(decideKnockoutMatch(side(1, 50), side(2, 50), counting(0.7).rng)).toEqual({
      winner: 2,
      tiebreak: 'default',
    });
  });

  it('tosses the coin only when everything else is level', () => {
    const toss = counting(0.9);
    decideKnockoutMatch(side(1, 50), side(2, 49), toss.rng);
    decideKnockoutMatch(side(1, 50, { goalsScored: 1 }), side(2, 50), toss.rng);
    expect(toss.calls()).toBe(0);
  });

  it('always sends one of the two teams through, the same one for the same seed', () => {
    const sideArb = (entry: number) =>
      fc
        .record({
          points: fc.integer({ min: 0, max: 5 }),
          transfersCost: fc.constantFrom(0, 4),
          goalsScored: fc.integer({ min: 0, max: 2 }),
          goalsConceded: fc.integer({ min: 0, max: 2 }),
        })
        .map((s) => ({ ...s, entry: entry as EntryId }));
    fc.assert(
      fc.property(sideArb(1), sideArb(2), fc.integer(), (a, b, seed) => {
        const first = decideKnockoutMatch(a, b, seededRng(seed));
        expect([1, 2]).toContain(first.winner);
        expect(decideKnockoutMatch(a, b, seededRng(seed))).toEqual(first);
      }),
    );
  });
});
