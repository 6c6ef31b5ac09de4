// The squad being built survives a reload: its element ids, slot by slot, in sessionStorage.
import type { GameSettings, SquadMember, SquadSlots } from '@ofl/engine';
import { emptySquad, squadSlotTypes } from '@ofl/engine/squad';
import type { GameElement } from '@ofl/api';

import { toSquadMember } from '../../../lib/squad-member';

const KEY = 'ofl:squad-selection';

/** Saves the slots' element ids (null for an empty slot). */
export function saveSquad(slots: SquadSlots): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(slots.map((m) => m?.element ?? null)));
  } catch {
    // Storage can be full or switched off; the squad then lives only in memory.
  }
}

/** Forgets the saved squad (after entering it). */
export function clearSavedSquad(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The saved squad at today's prices, slot by slot. Ids no longer in the game, or of the wrong
 * position for their slot, leave the slot empty.
 */
export function loadSquad(settings: GameSettings, elements: ReadonlyMap<number, GameElement>) {
  const slots: (SquadMember | null)[] = [...emptySquad(settings)];
  let saved: unknown;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    saved = null;
  }
  if (!Array.isArray(saved) || saved.length !== slots.length) return slots;
  const types = squadSlotTypes(settings);
  saved.forEach((id, i) => {
    const element = typeof id === 'number' ? elements.get(id) : undefined;
    if (element && element.element_type === types[i]) slots[i] = toSquadMember(element);
  });
  return slots;
}
