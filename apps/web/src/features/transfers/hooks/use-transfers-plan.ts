import { useMemo, useState } from 'react';
import type { ChipName, EntryChip, GameSettings, SquadSlots } from '@ofl/engine';
import { cancelChip, canCancelChip, chipNeedsConfirmation, proposeChip } from '@ofl/engine/chips';
import { squadIssues } from '@ofl/engine/squad';
import { extraTransferCost, transferCapViolation } from '@ofl/engine/transfers';
import { money } from '@ofl/engine/types';
import type { GameElement } from '@ofl/api';

import { byId } from '../../../components/ui/pitch/game-data';
import type { GameData } from '../../../components/ui/pitch/game-data';
import type { MyTeam } from '../../../lib/api/get-my-team';
import { useSquadSlots } from '../../../hooks/use-squad-slots';
import {
  countedTransfers,
  plannedTransfers,
  savedSlots,
  slotState,
  transfersBudget,
} from '../utils/transfer-plan';
import { chipsOfType } from '../../../lib/chips';
import { planChip } from '../utils/transfer-chips';

/**
 * The Transfers page's plan (SPEC §2, §4, §5): the squad slot by slot against the saved one, the
 * transfer chips, and every check, cost and cap from the engine.
 */
export function useTransfersPlan(
  team: MyTeam,
  data: GameData,
  settings: GameSettings,
  event: number,
) {
  const elements = useMemo(() => byId(data.elements), [data.elements]);
  const saved = useMemo(
    () => savedSlots(team.picks, elements, settings),
    [team, elements, settings],
  );
  const [source, setSource] = useState(team);
  const squad = useSquadSlots(saved);
  const { slots, message, change } = squad;
  const [chips, setChips] = useState<EntryChip[]>(team.chips);
  // A new answer from the server (a confirm, a refetch) replaces the plan.
  if (team !== source) {
    setSource(team);
    change(saved);
    setChips(team.chips);
  }

  const { made, limit, bank } = team.transfers;
  const chip = planChip(chips);
  const transfers = plannedTransfers(saved, slots);
  const count = { made, proposed: countedTransfers(transfers), limit, chip };
  const teamNames = Object.fromEntries(data.teams.map((t) => [t.id, t.name]));
  const savedElements = saved.flatMap((m) => (m ? [m.element as number] : []));
  const issues = squadIssues(slots, {
    settings,
    budget: money(transfersBudget(saved, bank)),
    teamNames,
    chip,
    savedElements,
  });
  const managerChipActive = chip === 'manager';
  const unlimited = limit === null || chip === 'wildcard' || chip === 'freehit';

  const restoreSlot = (next: SquadSlots, index: number): SquadSlots =>
    next.map((m, i) => (i === index ? (saved[i] ?? null) : m));

  /** SPEC §4: restoring may leave no extra cost, and a proposed Wildcard is then dropped. */
  const dropIdleWildcard = (next: SquadSlots) => {
    const proposed = countedTransfers(plannedTransfers(saved, next));
    const wildcard = chips.find((c) => c.name === 'wildcard' && c.status_for_entry === 'proposed');
    if (!wildcard) return;
    if (extraTransferCost({ made, proposed, limit, chip: null }, settings) === 0) {
      setChips((c) => cancelChip(c, wildcard.id));
    }
  };

  return {
    saved,
    slots,
    chips,
    transferChips: chipsOfType(chips, 'transfer', event),
    chip,
    message,
    issues,
    transfers,
    elements,
    unlimited,
    /** Free transfers left after the plan, or null while unlimited. */
    freeLeft: unlimited ? null : Math.max(0, (limit ?? 0) - made - count.proposed),
    cost: extraTransferCost(count, settings),
    cap: transferCapViolation(count, settings),
    /** Whether the squad differs from the saved one: a player removed counts, not only a swap. */
    changed: slots.some((m, i) => m?.element !== saved[i]?.element),
    canConfirm: issues.violations.length === 0,
    stateOf: (i: number) => slotState(saved, slots, i),
    /** Whether a player is in the plan's squad. */
    has: squad.has,
    /** Proposes a player in: a removed saved player comes back at his selling price. */
    add(element: GameElement) {
      const back = saved.findIndex((m, i) => m?.element === element.id && !slots[i]);
      if (back >= 0) {
        change(restoreSlot(slots, back));
        return true;
      }
      return squad.add(element, { settings, managerChipActive });
    },
    /** Removes the player of a slot (numbered from 1): a saved one or a proposed one. */
    remove: squad.remove,
    /** Puts the saved player of a slot (numbered from 1) back. */
    restore(slot: number) {
      const next = restoreSlot(slots, slot - 1);
      change(next);
      dropIdleWildcard(next);
    },
    reset() {
      change(saved);
      setChips(team.chips);
    },
    /** Whether playing the chip needs the confirmation of SPEC §4 first. */
    needsConfirmation: (c: EntryChip) =>
      c.name !== 'managerplaceholder' && chipNeedsConfirmation(c.name, { made, limit }),
    /** Whether an active chip may still be cancelled: not once transfers were confirmed with it. */
    canCancel: (c: EntryChip) =>
      c.name !== 'managerplaceholder' && canCancelChip(c.name as ChipName, { confirmed: made > 0 }),
    propose: (c: EntryChip) => setChips((list) => proposeChip(list, c.id)),
    cancelProposed: (c: EntryChip) => setChips((list) => cancelChip(list, c.id)),
  };
}

/** What `useTransfersPlan` gives the Transfers page. */
export type TransfersPlan = ReturnType<typeof useTransfersPlan>;
