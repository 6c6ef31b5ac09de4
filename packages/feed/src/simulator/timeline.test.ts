// Replay order: by minute, changes of players at the end of their minute.
import { describe, expect, it } from 'vitest';
import { eventsUpTo, sortTimeline } from './timeline';
import type { TimelineEvent } from './types';

const goal = (minute: number, element: number): TimelineEvent => ({
  kind: 'goal',
  minute,
  side: 'h',
  element,
  assist: null,
  penalty: false,
  bigChance: false,
});
const sub = (minute: number, off: number, on: number): TimelineEvent => ({
  kind: 'substitution',
  minute,
  side: 'a',
  off,
  on,
});

describe('sortTimeline', () => {
  it('orders by minute and puts a substitution after the other events of its minute', () => {
    const sorted = sortTimeline([sub(60, 1, 2), goal(60, 3), goal(12, 4), goal(60, 5)]);
    expect(sorted.map((e) => e.minute)).toEqual([12, 60, 60, 60]);
    expect(sorted.map((e) => e.kind)).toEqual(['goal', 'goal', 'goal', 'substitution']);
    expect(sorted.slice(1, 3).map((e) => (e.kind === 'goal' ? e.element : 0))).toEqual([3, 5]);
  });
});

describe('eventsUpTo', () => {
  it('keeps the events up to and including the minute, as a prefix', () => {
    const events = sortTimeline([goal(5, 1), goal(30, 2), sub(30, 3, 4), goal(31, 5)]);
    expect(eventsUpTo(events, 30)).toEqual(events.slice(0, 3));
    expect(eventsUpTo(events, 0)).toEqual([]);
    expect(eventsUpTo(events, 95)).toEqual(events);
  });
});
