import type { EntryId, Rng } from '../types';
import { shuffled } from '../random/seeded-rng';
import { knockoutName, nextPowerOfTwo } from './knockout-rounds';

// A random draw for one knock-out round (SPEC §4 Cup: "random draw each round"; H2H knock-outs
// too, as league_ko_first_instead_of_random is false). When the count is not a power of two,
// just enough teams get a bye for the next round to be one. Entries are sorted before the shuffle
// so the same teams and seed give the same draw in whatever order they are passed.

/** A drawn match; a bye has entry2 null and goes through without playing. */
export interface KnockoutPairing {
  event: number;
  entry1: EntryId;
  entry2: EntryId | null;
  isBye: boolean;
  knockoutName: string;
}

/** Draws the round played in `event` among `entries`. */
export function drawKnockoutRound(
  entries: readonly EntryId[],
  event: number,
  rng: Rng,
): KnockoutPairing[] {
  const order = shuffled(
    rng,
    [...new Set(entries)].sort((a, b) => a - b),
  );
  if (order.length === 0) return [];
  const size = nextPowerOfTwo(order.length);
  const name = knockoutName(order.length);
  const byes = size === 1 ? 1 : size - order.length;
  const out: KnockoutPairing[] = [];
  for (const entry of order.slice(0, byes)) {
    out.push({ event, entry1: entry, entry2: null, isBye: true, knockoutName: name });
  }
  const playing = order.slice(byes);
  for (let i = 0; i + 1 < playing.length; i += 2) {
    out.push({
      event,
      entry1: playing[i]!,
      entry2: playing[i + 1]!,
      isBye: false,
      knockoutName: name,
    });
  }
  return out;
}
