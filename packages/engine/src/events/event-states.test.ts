import { describe, expect, it } from 'vitest';
import { currentEventId, eventStates, nextEventId } from './event-states';

const events = [1, 2, 3].map((id) => ({
  id,
  deadline_time: new Date(Date.UTC(2025, 7, 8 * id, 17, 30)),
}));
const flags = (now: Date) =>
  eventStates(events, now).map((e) => [e.id, e.is_previous, e.is_current, e.is_next]);

describe('eventStates', () => {
  it('has only a next gameweek before the first deadline', () => {
    expect(flags(new Date(Date.UTC(2025, 7, 1)))).toEqual([
      [1, false, false, true],
      [2, false, false, false],
      [3, false, false, false],
    ]);
    expect(currentEventId(events, new Date(Date.UTC(2025, 7, 1)))).toBeNull();
  });

  it('makes a gameweek current from the moment of its deadline', () => {
    const atDeadline = events[1]!.deadline_time;
    expect(flags(atDeadline)).toEqual([
      [1, true, false, false],
      [2, false, true, false],
      [3, false, false, true],
    ]);
  });

  it('has no next gameweek after the last deadline', () => {
    const late = new Date(Date.UTC(2026, 0, 1));
    expect(currentEventId(events, late)).toBe(3);
    expect(nextEventId(events, late)).toBeNull();
  });
});
