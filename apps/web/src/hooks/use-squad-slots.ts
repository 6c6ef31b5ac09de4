import { useState } from 'react';
import type { GameSettings, SquadSlots } from '@ofl/engine';
import { addToSquad, removeFromSquad } from '@ofl/engine/squad';
import type { GameElement } from '@ofl/api';

import { toSquadMember } from '../lib/squad-member';

/**
 * A squad edited slot by slot, as Squad Selection and Transfers both do: the slots, the engine's
 * last refusal as `message`, and the edits they share. Every edit clears the message.
 */
export function useSquadSlots(initial: SquadSlots | (() => SquadSlots)) {
  const [slots, setSlots] = useState<SquadSlots>(initial);
  const [message, setMessage] = useState<string | null>(null);
  /** Puts new slots in place with `note` (none by default) as the message. */
  const change = (next: SquadSlots, note: string | null = null) => {
    setMessage(note);
    setSlots(next);
  };
  return {
    slots,
    message,
    change,
    /** Whether a player is in the squad. */
    has: (element: GameElement) => slots.some((m) => m?.element === element.id),
    /** Buys a player in at today's price, or shows the engine's refusal and returns false. */
    add(
      element: GameElement,
      rules: { settings: GameSettings; managerChipActive: boolean },
    ): boolean {
      const added = addToSquad(slots, toSquadMember(element), rules);
      if (!added.ok) {
        setMessage(added.violation.message);
        return false;
      }
      change(added.slots);
      return true;
    },
    /** Empties a slot (numbered from 1). */
    remove: (slot: number) => change(removeFromSquad(slots, slot)),
  };
}
