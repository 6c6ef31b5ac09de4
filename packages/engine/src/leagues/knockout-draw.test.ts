import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntryId } from '../types';
import { seededRng } from '../random/seeded-rng';
import { drawKnockoutRound } from './knockout-draw';
import { decideKnockoutRound, knockoutWinners } from './knockout-results';
import { knockoutName, knockoutRoundCount, nextPowerOfTwo } from './knockout-rounds';

const ids = (n: number) => Array.from({ length: n }, (_, i) => (1000 + i) as EntryId);

describe('knockout rounds', () => {
  it.each([
    [2, 'Final'],
    [4, 'Semi-Finals'],
    [3, 'Semi-Finals'],
    [8, 'Quarter-Finals'],
    [5, 'Quarter-Finals'],
    [16, 'Round of 16'],
    [20, 'Round of 32'],
    [2_000_000, 'Round of 2097152'],
  ])('names a round of %i teams "%s"', (teams, name) => {
    expect(knockoutName(teams)).toBe(name);
  });

  it('needs ceil(log2 n) rounds', () => {
    expect([0, 1, 2, 3, 8, 9, 13_107_732].map(knockoutRoundCount)).toEqual([0, 0, 1, 2, 3, 4, 24]);
  });

  it('rounds a count up to a power of two', () => {
    expect([0, 1, 2, 5, 64, 65].map(nextPowerOfTwo)).toEqual([1, 1, 2, 8, 64, 128]);
  });
});

describe('drawKnockoutRound', () => {
  it('pairs a power of two with no byes', () => {
    const draw = drawKnockoutRound(ids(8), 36, seededRng(5));
    expect(draw).toHaveLength(4);
    expect(
      draw.every((m) => !m.isBye && m.knockoutName === 'Quarter-Finals' && m.event === 36),
    ).toBe(true);
  });

  it('gives byes so that the next round is a power of two', () => {
    const draw = drawKnockoutRound(ids(5), 36, seededRng(5));
    expect(draw.filter((m) => m.isBye)).toHaveLength(3);
    expect(draw.filter((m) => !m.isBye)).toHaveLength(1);
    expect(draw.filter((m) => m.isBye).every((m) => m.entry2 === null)).toBe(true);
  });

  it('sends a lone team through on a bye and draws nobody from nobody', () => {
    expect(drawKnockoutRound(ids(1), 38, seededRng(5))).toEqual([
      { event: 38, entry1: 1000, entry2: null, isBye: true, knockoutName: 'Final' },
    ]);
    expect(drawKnockoutRound([], 38, seededRng(5))).toEqual([]);
  });

  it('draws every team exactly once and halves the field to a power of two', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), fc.integer(), (n, seed) => {
        const draw = drawKnockoutRound(ids(n), 30, seededRng(seed));
        const drawn = draw.flatMap((m) => (m.entry2 === null ? [m.entry1] : [m.entry1, m.entry2]));
        expect(drawn.sort()).toEqual(ids(n));
        expect(draw).toHaveLength(nextPowerOfTwo(n) / 2);
      }),
    );
  });

  it('gives the same draw for the same seed, whatever the order of the teams', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.integer(), (n, seed) => {
        const a = drawKnockoutRound(ids(n), 30, seededRng(seed));
        const b = drawKnockoutRound([...ids(n)].reverse(), 30, seededRng(seed));
        expect(b).toEqual(a);
      }),
    );
  });
});

describe('decideKnockoutRound', () => {
  it('sends byes through and decides the matches from the gameweek scores', () => {
    const draw = drawKnockoutRound(ids(3), 37, seededRng(2));
    const scores = new Map(
      ids(3).map((e, i) => [
        e,
        { points: 40 + i * 10, transfersCost: 0, goalsScored: 0, goalsConceded: 0 },
      ]),
    );
    const results = decideKnockoutRound(draw, scores, seededRng(2));
    const bye = results.find((r) => r.isBye)!;
    const match = results.find((r) => !r.isBye)!;
    expect(bye.winner).toBe(bye.entry1);
    const higher = (
      scores.get(match.entry1)!.points > scores.get(match.entry2!)!.points
        ? match.entry1
        : match.entry2
    )!;
    expect(match.winner).toBe(higher);
    expect(knockoutWinners(results)).toEqual([bye.winner, match.winner]);
  });

  it('scores a team with no gameweek as 0', () => {
    const [pairing] = drawKnockoutRound(ids(2), 38, seededRng(1));
    const winner = pairing!.entry2!;
    const results = decideKnockoutRound(
      [pairing!],
      new Map([[winner, { points: 1, transfersCost: 0, goalsScored: 0, goalsConceded: 0 }]]),
      seededRng(1),
    );
    expect(results[0]?.winner).toBe(winner);
  });
});
