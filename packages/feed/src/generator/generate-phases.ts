import { monthPhases } from '@ofl/engine';
import type { DemoEvent, DemoPhase } from './types';

/**
 * 'Overall' (id 1) and one phase per calendar month, holding the gameweeks whose deadline falls in
 * that month (UTC), in order: the monthly tables of the official game, by the engine's rule.
 */
export function generatePhases(events: readonly DemoEvent[]): DemoPhase[] {
  return monthPhases(events.map((e) => ({ id: e.id, deadlineTime: e.deadline_time }))).map((p) => ({
    id: p.id,
    name: p.name,
    start_event: p.startEvent,
    stop_event: p.stopEvent,
    highest_score: null,
  }));
}
