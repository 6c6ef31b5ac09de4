// Which squad an entry carries into a gameweek, with the Free Hit squad restored (game-rules §6.3).
import type { ChipName } from '../chips/types';
import type { Money } from '../types';
import type { OwnedElement } from './types';

/** The chips whose gameweek's squad is never carried forward: the one from before comes back. */
export const SQUAD_RESTORING_CHIPS: readonly ChipName[] = ['freehit'];

/** Whether a gameweek played with `chip` hands its squad on to the next. */
export function squadCarriedOn(chip: ChipName | string | null | undefined): boolean {
  return !(SQUAD_RESTORING_CHIPS as readonly (string | null | undefined)[]).includes(chip);
}

/** The squad and bank frozen at one gameweek's deadline, and the chip played in it. */
export interface SquadSnapshot {
  readonly event: number;
  readonly squad: readonly OwnedElement[];
  readonly bank: Money;
  readonly chip?: ChipName | null;
}

/**
 * The squad (and bank) an entry starts planning `event` with: the one frozen at the latest
 * earlier deadline, except that a Free Hit gameweek is skipped, so the squad from before the Free
 * Hit comes back with its original purchase prices. Undefined before the entry's first deadline.
 */
export function squadCarriedInto(
  snapshots: readonly SquadSnapshot[],
  event: number,
): SquadSnapshot | undefined {
  return snapshots
    .filter((s) => s.event < event && squadCarriedOn(s.chip))
    .reduce<SquadSnapshot | undefined>(
      (latest, s) => (!latest || s.event > latest.event ? s : latest),
      undefined,
    );
}
