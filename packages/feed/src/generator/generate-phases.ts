import type { DemoEvent, DemoPhase } from './types';

const MONTH_NAMES = [
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
 * 'Overall' (id 1) and one phase per calendar month, holding the gameweeks whose deadline falls in
 * that month (UTC), in order: the monthly tables of the official game.
 */
export function generatePhases(events: readonly DemoEvent[]): DemoPhase[] {
  const first = events[0];
  const last = events[events.length - 1];
  if (first === undefined || last === undefined) return [];
  const phases: DemoPhase[] = [
    { id: 1, name: 'Overall', start_event: first.id, stop_event: last.id, highest_score: null },
  ];
  let monthKey = '';
  for (const event of events) {
    const deadline = new Date(event.deadline_time);
    const key = `${deadline.getUTCFullYear()}-${deadline.getUTCMonth()}`;
    const current = phases[phases.length - 1]!;
    if (key === monthKey) {
      current.stop_event = event.id;
      continue;
    }
    monthKey = key;
    phases.push({
      id: phases.length + 1,
      name: MONTH_NAMES[deadline.getUTCMonth()]!,
      start_event: event.id,
      stop_event: event.id,
      highest_score: null,
    });
  }
  return phases;
}
