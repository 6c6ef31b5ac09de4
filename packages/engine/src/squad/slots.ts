// Slot layout of a squad: one slot per squad_select unit, numbered from 1 (SPEC §9).
import type { GameSettings } from '../game-settings';
import type { ElementTypeId } from '../types';
import type { SquadMember, SquadSlots } from './types';

/** The element type each slot holds, index 0 being slot 1. */
export function squadSlotTypes(settings: GameSettings): ElementTypeId[] {
  return settings.element_types.flatMap((t) => Array.from({ length: t.squad_select }, () => t.id));
}

/** The slot numbers (from 1) that hold the given element type. */
export function slotsOfType(settings: GameSettings, type: ElementTypeId): number[] {
  return squadSlotTypes(settings).flatMap((t, i) => (t === type ? [i + 1] : []));
}

/** A squad with every slot empty. */
export function emptySquad(settings: GameSettings): SquadSlots {
  return squadSlotTypes(settings).map(() => null);
}

/** The members of a squad, in slot order, without the empty slots. */
export function squadMembers(slots: SquadSlots): SquadMember[] {
  return slots.filter((m): m is SquadMember => m !== null);
}

/**
 * Builds the slots from a list of members (a saved squad): each goes into the first free slot of
 * its type. Members that do not fit are left out; `squadIssues` then reports the squad short.
 */
export function squadFromMembers(
  settings: GameSettings,
  members: readonly SquadMember[],
): SquadSlots {
  const types = squadSlotTypes(settings);
  const slots: (SquadMember | null)[] = types.map(() => null);
  for (const member of members) {
    const free = types.findIndex((t, i) => t === member.element_type && slots[i] === null);
    if (free >= 0) slots[free] = member;
  }
  return slots;
}
