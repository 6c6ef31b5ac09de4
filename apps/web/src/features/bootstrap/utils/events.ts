import type { GameEvent } from '@ofl/api';

/** The gameweek under way, if any. */
export function currentEvent(events: readonly GameEvent[]): GameEvent | undefined {
  return events.find((event) => event.is_current);
}

/** The gameweek whose deadline comes next, if any. */
export function nextEvent(events: readonly GameEvent[]): GameEvent | undefined {
  return events.find((event) => event.is_next);
}
