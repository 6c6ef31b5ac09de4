import type { ChipName, DemoChip, Overrides } from './types';

const none = (): Overrides => ({
  rules: {},
  scoring: {},
  element_types: [],
  pick_multiplier: null,
});

/** The Assistant Manager could be played from GW24 (2024/25, game-rules §6.5). */
export const ASSISTANT_MANAGER_START_EVENT = 24;

/**
 * The chips of the season. The 2025/26 set, ids and windows as the official `chips[]`: two of
 * each, one per half (GW1-19 and GW20-38; Wildcard and Free Hit from GW2, where transfers are
 * unlimited before GW1 anyway). In a season with head coaches (2024/25) the Assistant Manager
 * follows as id 9: it opens at GW24 and, as in the 2024/25 data, its window runs to GW38; while
 * it is active the squad has a 16th place, for one element of type 5 (a head coach).
 */
export function generateChips(lastEvent = 38, assistantManager = false): DemoChip[] {
  const half = Math.floor(lastEvent / 2);
  const chip = (id: number, name: ChipName, start: number, stop: number): DemoChip => ({
    id,
    name,
    number: 1,
    start_event: start,
    stop_event: stop,
    chip_type: name === 'wildcard' || name === 'freehit' ? 'transfer' : 'team',
    overrides: none(),
  });
  const halves = [
    chip(1, 'wildcard', 2, half),
    chip(2, 'wildcard', half + 1, lastEvent),
    chip(3, 'freehit', 2, half),
    chip(4, 'bboost', 1, half),
    chip(5, '3xc', 1, half),
    chip(6, 'freehit', half + 1, lastEvent),
    chip(7, 'bboost', half + 1, lastEvent),
    chip(8, '3xc', half + 1, lastEvent),
  ];
  if (!assistantManager) return halves;
  return [
    ...halves,
    {
      id: 9,
      name: 'manager',
      number: 1,
      start_event: ASSISTANT_MANAGER_START_EVENT,
      stop_event: lastEvent,
      // 2024/25 listed it as a transfer-type chip: picking the coach is made like a transfer.
      chip_type: 'transfer',
      overrides: {
        rules: { squad_squadsize: 16 },
        scoring: {},
        element_types: [{ id: 5, squad_select: 1, squad_min_play: 0, squad_max_play: 0 }],
        pick_multiplier: null,
      },
    },
  ];
}
