import { useEffect, useMemo, useState } from 'react';
import type { GameSettings, SquadSlots } from '@ofl/engine';
import {
  addToSquad,
  autoPick,
  canAutoPick,
  emptySquad,
  removeFromSquad,
  squadIssues,
  squadMembers,
} from '@ofl/engine/src/squad/index';
import { money } from '@ofl/engine/src/types';
import { seededRng } from '@ofl/engine/src/random/seeded-rng';

import { byId } from '../../../components/ui/pitch/game-data';
import type { GameData, GameElement } from '../../../components/ui/pitch/game-data';
import { loadSquad, saveSquad } from '../utils/squad-storage';
import { toCandidate, toSquadMember } from '../utils/squad-member';

/**
 * A new squad being built (SPEC §2 Squad selection, §5): every rule is the engine's. Adding
 * shows the engine's refusal as `message`; the slots are kept in sessionStorage.
 */
export function useSquadBuilder(data: GameData, settings: GameSettings) {
  const elements = useMemo(() => byId(data.elements), [data.elements]);
  const [slots, setSlots] = useState<SquadSlots>(() => loadSquad(settings, elements));
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => saveSquad(slots), [slots]);

  const budget = money(settings.squad_total_spend);
  const teamNames = useMemo(
    () => Object.fromEntries(data.teams.map((t) => [t.id, t.name])),
    [data.teams],
  );
  const candidates = useMemo(() => data.elements.map(toCandidate), [data.elements]);
  const issues = squadIssues(slots, { settings, budget, teamNames });
  const autoContext = { settings, budget, candidates };
  const filled = squadMembers(slots).length;

  return {
    slots,
    issues,
    message,
    elements,
    canAutoPick: canAutoPick(slots, autoContext),
    canReset: filled > 0,
    canEnter: issues.violations.length === 0,
    /** Whether a player is already in the squad. */
    has: (element: GameElement) => slots.some((m) => m?.element === element.id),
    add(element: GameElement) {
      const change = addToSquad(slots, toSquadMember(element), {
        settings,
        managerChipActive: false,
      });
      if (!change.ok) {
        setMessage(change.violation.message);
        return false;
      }
      setMessage(null);
      setSlots(change.slots);
      return true;
    },
    remove(slot: number) {
      setMessage(null);
      setSlots(removeFromSquad(slots, slot));
    },
    autoPick() {
      // A fresh seed each time: ties of form and price fall differently for each manager.
      const [seed] = crypto.getRandomValues(new Uint32Array(1));
      const result = autoPick(slots, { ...autoContext, random: seededRng(seed!) });
      if (result.message) console.log(result.message);
      setMessage(result.message);
      setSlots(result.slots);
    },
    reset() {
      setMessage(null);
      setSlots(emptySquad(settings));
    },
  };
}

/** What `useSquadBuilder` gives the squad selection screen. */
export type SquadBuilder = ReturnType<typeof useSquadBuilder>;
