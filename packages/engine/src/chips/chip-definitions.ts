// The chips of each season (game-rules §6.1), as FPL `bootstrap-static.chips[]` lists them.
import type { ChipDefinition, ChipName } from './types';

const chip = (
  id: number,
  name: ChipName,
  start_event: number,
  stop_event: number,
  number = 1,
): ChipDefinition => ({
  id,
  name,
  number,
  start_event,
  stop_event,
  chip_type: name === 'wildcard' || name === 'freehit' || name === 'manager' ? 'transfer' : 'team',
});

/**
 * 2025/26 and 2026/27: two of every chip, one set for GW1-19 and one for GW20-38; nothing carries
 * over. Wildcard and Free Hit start at GW2, since the first gameweek has unlimited transfers.
 */
export const CHIPS_2025_26: readonly ChipDefinition[] = [
  chip(1, 'wildcard', 2, 19),
  chip(2, 'wildcard', 20, 38),
  chip(3, 'freehit', 2, 19),
  chip(4, 'bboost', 1, 19),
  chip(5, '3xc', 1, 19),
  chip(6, 'freehit', 20, 38),
  chip(7, 'bboost', 20, 38),
  chip(8, '3xc', 20, 38),
];

/**
 * 2024/25: a Wildcard per half (the first lost after the GW19 deadline), one Free Hit, Bench
 * Boost and Triple Captain for the season, and the Assistant Manager from GW24. His three
 * gameweeks must fit in the season, so GW36 is the last he can be played in.
 */
export const CHIPS_2024_25: readonly ChipDefinition[] = [
  chip(1, 'wildcard', 2, 19),
  chip(2, 'wildcard', 20, 38),
  chip(3, 'freehit', 2, 38),
  chip(4, 'bboost', 1, 38),
  chip(5, '3xc', 1, 38),
  chip(6, 'manager', 24, 36),
];

/** Gameweeks the Assistant Manager stays active once played (game-rules §6.5). */
export const MANAGER_CHIP_EVENTS = 3;
