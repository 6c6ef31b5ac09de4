// Which gameweek is previous, current and next is never stored: it follows from the deadlines
// and the time (ARCHITECTURE: the game clock and the gameweek lifecycle).

/** The flags of one gameweek at a moment. */
export interface EventState {
  id: number;
  is_previous: boolean;
  is_current: boolean;
  is_next: boolean;
}

/**
 * Derives is_previous/is_current/is_next: the current gameweek is the last whose deadline has
 * passed, the next is the first whose deadline has not, the previous is the one before current.
 * Before the first deadline nothing is current; after the last, nothing is next.
 */
export function eventStates(
  events: readonly { id: number; deadline_time: Date }[],
  now: Date,
): EventState[] {
  const ordered = [...events].sort((a, b) => a.deadline_time.getTime() - b.deadline_time.getTime());
  const passed = ordered.filter((e) => e.deadline_time.getTime() <= now.getTime()).length;
  const current = passed > 0 ? ordered[passed - 1]!.id : null;
  const previous = passed > 1 ? ordered[passed - 2]!.id : null;
  const next = passed < ordered.length ? ordered[passed]!.id : null;
  return events.map((e) => ({
    id: e.id,
    is_previous: e.id === previous,
    is_current: e.id === current,
    is_next: e.id === next,
  }));
}

/** The id of the current gameweek at `now`, or null before the first deadline. */
export function currentEventId(
  events: readonly { id: number; deadline_time: Date }[],
  now: Date,
): number | null {
  return eventStates(events, now).find((e) => e.is_current)?.id ?? null;
}

/** The id of the next gameweek at `now` (open for picks and transfers), or null after the last. */
export function nextEventId(
  events: readonly { id: number; deadline_time: Date }[],
  now: Date,
): number | null {
  return eventStates(events, now).find((e) => e.is_next)?.id ?? null;
}
