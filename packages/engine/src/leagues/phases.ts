/** A phase of the season (bootstrap `phases`): Overall 1-38 or a month such as August 1-3. */
export interface Phase {
  id: number;
  name: string;
  startEvent: number;
  stopEvent: number;
}

/** The phases whose gameweeks include `event`, in the order given (Overall and the month). */
export function phasesContaining(phases: readonly Phase[], event: number): Phase[] {
  return phases.filter((p) => p.startEvent <= event && event <= p.stopEvent);
}

/** The phases that are over once `event` is finished: the ones whose last gameweek it is. */
export function phasesEndingAt(phases: readonly Phase[], event: number): Phase[] {
  return phases.filter((p) => p.stopEvent === event);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The season's phases from its gameweek deadlines: Overall (id 1) over every gameweek, then one
 * phase per calendar month (UTC) of the deadlines, in order. This reproduces the 2025/26 phases
 * (August 1-3 ... May 35-38). Gameweeks are given in order.
 */
export function monthPhases(events: readonly { id: number; deadlineTime: string }[]): Phase[] {
  const first = events[0];
  const last = events.at(-1);
  if (!first || !last) return [];
  const phases: Phase[] = [{ id: 1, name: 'Overall', startEvent: first.id, stopEvent: last.id }];
  let previousKey = '';
  for (const event of events) {
    const date = new Date(event.deadlineTime);
    const key = `${date.getUTCFullYear()}-${date.getUTCMonth()}`;
    const current = phases.at(-1)!;
    if (key === previousKey) {
      current.stopEvent = event.id;
      continue;
    }
    phases.push({
      id: phases.length + 1,
      name: MONTHS[date.getUTCMonth()]!,
      startEvent: event.id,
      stopEvent: event.id,
    });
    previousKey = key;
  }
  return phases;
}
