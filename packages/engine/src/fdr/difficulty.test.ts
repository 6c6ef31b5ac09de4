import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { difficultyOf, fixtureDifficulty, venueForms, type FormMatch } from './difficulty';

let order = 0;
const match = (teamH: number, teamA: number, h: number, a: number): FormMatch => ({
  teamH,
  teamA,
  teamHScore: h,
  teamAScore: a,
  order: order++,
});

describe('venueForms', () => {
  it('counts league points at each venue over the latest six matches only', () => {
    // Club 1 wins its first two home matches, then draws six: only the six draws count.
    const matches = [
      match(1, 2, 2, 0),
      match(1, 3, 1, 0),
      ...[4, 5, 6, 7, 8, 9].map((t) => match(1, t, 1, 1)),
      match(2, 1, 0, 3),
    ];
    const forms = venueForms(matches);
    expect(forms.get(1)).toEqual({
      home: { points: 6, played: 6 },
      away: { points: 3, played: 1 },
    });
    expect(forms.get(2)).toEqual({
      home: { points: 0, played: 1 },
      away: { points: 0, played: 1 },
    });
  });
});

describe('difficultyOf', () => {
  it('maps points per match 0-3 onto 1-5, rounding half up, and no form onto 3', () => {
    expect(difficultyOf(undefined)).toBe(3);
    expect(difficultyOf({ points: 0, played: 0 })).toBe(3);
    expect(difficultyOf({ points: 0, played: 6 })).toBe(1);
    expect(difficultyOf({ points: 6, played: 6 })).toBe(2); // 1 a match: 2.33
    expect(difficultyOf({ points: 9, played: 6 })).toBe(3); // 1.5: 3
    expect(difficultyOf({ points: 12, played: 6 })).toBe(4); // 2: 3.67
    expect(difficultyOf({ points: 15, played: 6 })).toBe(4); // 2.5: 4.33
    expect(difficultyOf({ points: 18, played: 6 })).toBe(5);
  });

  it('is always a whole number from 1 to 5 that never falls as form rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.nat(), (played, raw) => {
        const points = raw % (3 * played + 1);
        const d = difficultyOf({ points, played });
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(1);
        expect(d).toBeLessThanOrEqual(5);
        if (points < 3 * played) {
          expect(difficultyOf({ points: points + 1, played })).toBeGreaterThanOrEqual(d);
        }
      }),
    );
  });
});

describe('fixtureDifficulty', () => {
  it("rates the home side by the visitor's away form and the visitor by the host's home form", () => {
    // Club 1 won six at home, club 2 lost six away.
    const matches = [
      ...[3, 4, 5, 6, 7, 8].map((t) => match(1, t, 2, 0)),
      ...[3, 4, 5, 6, 7, 8].map((t) => match(t, 2, 1, 0)),
    ];
    const forms = venueForms(matches);
    expect(fixtureDifficulty(forms, 1, 2)).toEqual({ teamH: 1, teamA: 5 });
    expect(fixtureDifficulty(forms, 9, 10)).toEqual({ teamH: 3, teamA: 3 });
  });
});
