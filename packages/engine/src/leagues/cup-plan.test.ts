import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntryId } from '../types';
import { seededRng } from '../random/seeded-rng';
import type { CupCandidate } from './cup-plan';
import { cupPlan, cupQualification, cupQualified, cupRoundEvents } from './cup-plan';
import { drawKnockoutRound } from './knockout-draw';
import { decideKnockoutRound, knockoutWinners } from './knockout-results';

const candidate = (entry: number, qualificationScore: number, joinedEvent = 1): CupCandidate => ({
  entry: entry as EntryId,
  joinedEvent,
  qualificationScore,
});

describe('cupPlan', () => {
  it('starts a cup of 32 teams in GW34 so the final is in GW38', () => {
    expect(cupPlan(32)).toEqual({ rounds: 5, startEvent: 34, qualificationEvent: 33 });
    expect(cupRoundEvents(cupPlan(32))).toEqual([34, 35, 36, 37, 38]);
  });

  it('starts the overall cup of 13 million teams in GW15', () => {
    expect(cupPlan(13_107_732).startEvent).toBe(15);
  });

  it('gives a cup of 20 teams the rounds of 32, with byes', () => {
    expect(cupPlan(20)).toEqual({ rounds: 5, startEvent: 34, qualificationEvent: 33 });
  });

  it('ends every cup in the last gameweek', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1 << 20 }), (n) => {
        const events = cupRoundEvents(cupPlan(n));
        expect(events.at(-1)).toBe(38);
        expect(2 ** events.length).toBeGreaterThanOrEqual(n);
      }),
    );
  });
});

describe('cupQualification', () => {
  it('enters everyone who joined by the qualification gameweek when the rounds hold them all', () => {
    const q = cupQualification([candidate(1, 50), candidate(2, 60), candidate(3, 10, 34)], 33);
    expect(q).toEqual({ qualified: [2, 1], notQualified: [], notEntered: [3] });
  });

  it('takes the best qualification scores when there are more teams than places', () => {
    const candidates = [
      candidate(1, 50),
      candidate(2, 60),
      candidate(3, 70),
      candidate(4, 40),
      candidate(5, 65),
    ];
    const q = cupQualification(candidates, 36);
    expect(q.qualified).toEqual([3, 5, 2, 1]);
    expect(q.notQualified).toEqual([4]);
  });

  it('gives a place at the cut to the lower entry id on equal scores', () => {
    const q = cupQualification([candidate(9, 50), candidate(4, 50), candidate(7, 80)], 37);
    expect(q.qualified).toEqual([7, 4]);
    expect(q.notQualified).toEqual([9]);
  });
});

describe('cupQualified', () => {
  it('is null before the draw, true for a qualifier and false for everyone else', () => {
    const q = cupQualification([candidate(1, 50), candidate(2, 60), candidate(3, 70, 38)], 37);
    expect(cupQualified(2 as EntryId, null)).toBeNull();
    expect(cupQualified(2 as EntryId, q)).toBe(true);
    expect(cupQualified(1 as EntryId, q)).toBe(true);
    expect(cupQualified(3 as EntryId, q)).toBe(false);
    expect(cupQualified(4 as EntryId, q)).toBe(false);
  });
});

describe('a whole cup', () => {
  it('plays down to one winner in the last gameweek, the same one for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 70 }), fc.integer(), (n, seed) => {
        const entries = Array.from({ length: n }, (_, i) => (i + 1) as EntryId);
        const play = () => {
          const rng = seededRng(seed);
          const plan = cupPlan(n);
          let alive = entries;
          let lastEvent = 0;
          for (const event of cupRoundEvents(plan)) {
            const draw = drawKnockoutRound(alive, event, rng);
            const sides = new Map(
              alive.map((e) => [
                e,
                {
                  points: (e * 37 + event) % 11,
                  transfersCost: 0,
                  goalsScored: e % 2,
                  goalsConceded: 0,
                },
              ]),
            );
            alive = knockoutWinners(decideKnockoutRound(draw, sides, rng));
            lastEvent = event;
          }
          return { alive, lastEvent };
        };
        const first = play();
        expect(first.alive).toHaveLength(1);
        expect(first.lastEvent).toBe(38);
        expect(play()).toEqual(first);
      }),
    );
  });
});
