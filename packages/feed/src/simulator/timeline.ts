// Ordering the timeline: by clock minute, and within a minute, changes of players last.
import type { Side, TimelineEvent } from './types';

/** The other side. */
export function otherSide(side: Side): Side {
  return side === 'h' ? 'a' : 'h';
}

/**
 * The events in the order they are replayed: by minute; within a minute, a substitution comes
 * after everything else, because it is made at the end of the minute (the player coming off is
 * still charged with a goal in that minute, the one coming on is not). Events of the same
 * minute keep the order they are given in.
 */
export function sortTimeline(events: readonly TimelineEvent[]): TimelineEvent[] {
  const byMinute: TimelineEvent[][] = [];
  const subs: TimelineEvent[][] = [];
  for (const e of events) {
    const bucket = e.kind === 'substitution' ? subs : byMinute;
    (bucket[e.minute] ??= []).push(e);
  }
  const out: TimelineEvent[] = [];
  const last = Math.max(byMinute.length, subs.length);
  for (let minute = 0; minute < last; minute++) {
    for (const e of byMinute[minute] ?? []) out.push(e);
    for (const e of subs[minute] ?? []) out.push(e);
  }
  return out;
}

/** The events up to and including a minute: always a prefix of the sorted timeline. */
export function eventsUpTo(
  events: readonly TimelineEvent[],
  minute: number,
): readonly TimelineEvent[] {
  let end = 0;
  while (end < events.length && events[end]!.minute <= minute) end++;
  return events.slice(0, end);
}
