import { useEffect, useMemo } from 'react';
import type { GameSettings } from '@ofl/engine';
import { autoPick, canAutoPick, emptySquad, squadIssues, squadMembers } from '@ofl/engine/squad';
import { money } from '@ofl/engine/types';
import { seededRng } from '@ofl/engine/random';
import type { GameElement } from '@ofl/api';

import { byId } from '../../../components/ui/pitch/game-data';
import type { GameData } from '../../../components/ui/pitch/game-data';
import { loadSquad, saveSquad } from '../utils/squad-storage';
import { toCandidate } from '../../../lib/squad-member';
import { useSquadSlots } from '../../../hooks/use-squad-slots';

/**
 * A new squad being built (SPEC §2 Squad selection, §5): every rule is the engine's. Adding
 * shows the engine's refusal as `message`; the slots are kept in sessionStorage.
 */
export function useSquadBuilder(data: GameData, settings: GameSettings) {
  const elements = useMemo(() => byId(data.elements), [data.elements]);
  const squad = useSquadSlots(() => loadSquad(settings, elements));
  const { slots, message, change } = squad;

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
    has: squad.has,
    add: (element: GameElement) => squad.add(element, { settings, managerChipActive: false }),
    remove: squad.remove,
    autoPick() {
      // A fresh seed each time: ties of form and price fall differently for each manager.
      const [seed] = crypto.getRandomValues(new Uint32Array(1));
      const result = autoPick(slots, { ...autoContext, random: seededRng(seed!) });
      if (result.message) console.log(result.message);
      change(result.slots, result.message);
    },
    reset() {
      change(emptySquad(settings));
    },
  };
}

/** What `useSquadBuilder` gives the squad selection screen. */
export type SquadBuilder = ReturnType<typeof useSquadBuilder>;
