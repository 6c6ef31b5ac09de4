import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntryId } from '../types';
import { seededRng } from '../random/seeded-rng';
import type { H2hPairing } from './h2h-schedule';
import {
  circleRound,
  circleRounds,
  h2hOrder,
  h2hRound,
  h2hSchedule,
  h2hStopEvent,
} from './h2h-schedule';

const ids = (n: number) => Array.from({ length: n }, (_, i) => (101 + i * 7) as EntryId);
const key = (a: EntryId | null, b: EntryId | null) =>
  [a ?? 0, b ?? 0].sort((x, y) => x - y).join('v');
const byEvent = (pairings: H2hPairing[]) => {
  const events = new Map<number, H2hPairing[]>();
  for (const p of pairings) events.set(p.event, [...(events.get(p.event) ?? []), p]);
  return events;
};

describe('circleRounds', () => {
  it('makes n - 1 rounds of n / 2 pairs for an even count', () => {
    const rounds = circleRounds(['a', 'b', 'c', 'd']);
    expect(rounds).toHaveLength(3);
    expect(rounds.every((r) => r.length === 2)).toBe(true);
  });

  it('turns every team but the first one place each round', () => {
    expect(circleRound(['a', 'b', 'c', 'd'], 0)).toEqual([
      ['a', 'd'],
      ['b', 'c'],
    ]);
    expect(circleRound(['a', 'b', 'c', 'd'], 1)).toEqual([
      ['b', 'a'],
      ['c', 'd'],
    ]);
  });

  it('schedules a league of five thousand for a season in one go', () => {
    const schedule = h2hSchedule(ids(5000), { startEvent: 1, stopEvent: 38, rng: seededRng(1) });
    expect(schedule).toHaveLength(38 * 2500);
  });

  it('makes nothing for an odd count or fewer than two', () => {
    expect(circleRound(['a', 'b', 'c'], 0)).toEqual([]);
    expect(circleRounds(['a', 'b', 'c'])).toEqual([]);
    expect(circleRounds(['a'])).toEqual([]);
  });
});

describe('h2hSchedule', () => {
  it('pairs every entry once in every gameweek from the start event to the stop event', () => {
    const schedule = h2hSchedule(ids(6), { startEvent: 5, stopEvent: 38, rng: seededRng(1) });
    const events = byEvent(schedule);
    expect([...events.keys()]).toEqual(Array.from({ length: 34 }, (_, i) => 5 + i));
    for (const matches of events.values()) {
      const seen = matches.flatMap((m) => [m.entry1, m.entry2]);
      expect(new Set(seen).size).toBe(6);
    }
  });

  it('adds the AVERAGE team (null, always entry2) when the count is odd', () => {
    const schedule = h2hSchedule(ids(5), { startEvent: 1, stopEvent: 5, rng: seededRng(3) });
    for (const matches of byEvent(schedule).values()) {
      expect(matches).toHaveLength(3);
      expect(matches.filter((m) => m.entry2 === null)).toHaveLength(1);
    }
    expect(schedule.some((m) => m.entry1 === null)).toBe(false);
  });

  it('plays a single entry against the AVERAGE every week', () => {
    const schedule = h2hSchedule(ids(1), { startEvent: 37, stopEvent: 38, rng: seededRng(3) });
    expect(schedule.map((m) => m.entry2)).toEqual([null, null]);
  });

  it('makes no fixtures without entries', () => {
    expect(h2hSchedule([], { startEvent: 1, stopEvent: 38, rng: seededRng(3) })).toEqual([]);
  });

  it('ends the league matches before the knock-out rounds', () => {
    expect(h2hStopEvent(38, 3)).toBe(35);
    const schedule = h2hSchedule(ids(4), {
      startEvent: 1,
      stopEvent: h2hStopEvent(38, 2),
      rng: seededRng(1),
    });
    expect(Math.max(...schedule.map((m) => m.event))).toBe(36);
  });

  it('swaps home and away in the second cycle', () => {
    const schedule = h2hSchedule(ids(4), { startEvent: 1, stopEvent: 6, rng: seededRng(9) });
    const first = schedule.filter((m) => m.event <= 3).map((m) => [m.entry1, m.entry2]);
    const second = schedule.filter((m) => m.event > 3).map((m) => [m.entry2, m.entry1]);
    expect(second).toEqual(first);
  });

  it('meets every other entry exactly once in each cycle', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 21 }),
        fc.integer(),
        fc.integer({ min: 1, max: 3 }),
        (n, seed, cycles) => {
          const entries = ids(n);
          const slots = n % 2 === 0 ? n : n + 1;
          const cycleLength = slots - 1;
          const schedule = h2hSchedule(entries, {
            startEvent: 1,
            stopEvent: cycleLength * cycles,
            rng: seededRng(seed),
          });
          for (let c = 0; c < cycles; c++) {
            const inCycle = schedule.filter((m) => Math.ceil(m.event / cycleLength) === c + 1);
            const meetings = inCycle.map((m) => key(m.entry1, m.entry2));
            expect(new Set(meetings).size).toBe(meetings.length);
            expect(meetings.length).toBe((slots * (slots - 1)) / 2);
            for (const a of entries) {
              const opponents = inCycle
                .filter((m) => m.entry1 === a || m.entry2 === a)
                .map((m) => (m.entry1 === a ? m.entry2 : m.entry1));
              expect(opponents).toHaveLength(cycleLength);
              expect(new Set(opponents).size).toBe(cycleLength);
            }
          }
        },
      ),
    );
  });

  it('gives the same schedule for the same seed, in whatever order the entries come', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.integer(), (n, seed) => {
        const entries = ids(n);
        const a = h2hSchedule(entries, { startEvent: 1, stopEvent: 38, rng: seededRng(seed) });
        const b = h2hSchedule([...entries].reverse(), {
          startEvent: 1,
          stopEvent: 38,
          rng: seededRng(seed),
        });
        expect(b).toEqual(a);
      }),
    );
  });

  it('gives another order for another seed', () => {
    const a = h2hSchedule(ids(10), { startEvent: 1, stopEvent: 9, rng: seededRng(1) });
    const b = h2hSchedule(ids(10), { startEvent: 1, stopEvent: 9, rng: seededRng(2) });
    expect(b).not.toEqual(a);
  });
});

describe('h2hOrder and h2hRound', () => {
  it('give, gameweek by gameweek, the schedule h2hSchedule makes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 21 }), fc.integer(), (n, seed) => {
        const order = h2hOrder(ids(n), seededRng(seed));
        const schedule = h2hSchedule(ids(n), {
          startEvent: 3,
          stopEvent: 38,
          rng: seededRng(seed),
        });
        const derived = Array.from({ length: 36 }, (_, k) =>
          h2hRound(order, k).map((p) => ({ event: 3 + k, ...p })),
        ).flat();
        expect(derived).toEqual(schedule);
      }),
    );
  });

  it('end an odd order with the AVERAGE team and make nothing of an empty one', () => {
    const order = h2hOrder(ids(3), seededRng(4));
    expect(order).toHaveLength(4);
    expect(order.at(-1)).toBeNull();
    expect(h2hOrder([], seededRng(4))).toEqual([]);
    expect(h2hRound([], 0)).toEqual([]);
    expect(h2hRound(order, -1)).toEqual([]);
  });
});
