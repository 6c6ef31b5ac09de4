import { useState } from 'react';
import type { ElementId, ElementTypeId, EntryChip, GameSettings, PitchPick } from '@ofl/engine';
import { cancelChip, chipToSave, proposeChip, restoreChip } from '@ofl/engine/chips';
import {
  captainOptions,
  selectForSubstitution,
  setCaptain,
  setViceCaptain,
  sortByPosition,
  toPitchPicks,
} from '@ofl/engine/picks';

import type { MyTeam } from '../../../lib/api/get-my-team';
import type { SaveMyTeamInput } from '../api/save-my-team';

/** A pick on the Pick Team pitch, with the prices my-team reports. */
export type TeamPitchPick = PitchPick & { selling_price: number; purchase_price: number };

function fromServer(team: MyTeam): TeamPitchPick[] {
  return sortByPosition(
    toPitchPicks(
      team.picks.map((p) => ({
        ...p,
        element: p.element as ElementId,
        element_type: p.element_type as ElementTypeId,
      })),
    ),
  );
}

const key = (picks: readonly TeamPitchPick[]) =>
  picks
    .map(
      (p) => `${p.element}:${p.position}:${p.is_captain ? 'c' : ''}${p.is_vice_captain ? 'v' : ''}`,
    )
    .join(',');

/**
 * The team a manager is picking (SPEC §4): switches by the engine's state machine, armbands by
 * its captaincy rules, the chips panel by its chip rules. `changed` compares with the saved team.
 */
export function usePickTeam(team: MyTeam, settings: GameSettings) {
  const [saved, setSaved] = useState(team);
  const [picks, setPicks] = useState(() => fromServer(team));
  const [chips, setChips] = useState<EntryChip[]>(() => team.chips);
  // A new answer from the server (a save, a refetch) replaces what is being edited.
  if (team !== saved) {
    setSaved(team);
    setPicks(fromServer(team));
    setChips(team.chips);
  }
  const changed =
    key(picks) !== key(fromServer(saved)) || chipToSave(chips) !== chipToSave(saved.chips);

  const can = (element: number, role: 'captain' | 'vice_captain') =>
    captainOptions(picks, role, settings).includes(element as ElementId);

  return {
    picks,
    chips,
    savedChips: saved.chips,
    changed,
    switching: picks.some((p) => p.subStatus === 'instigator'),
    canCaptain: (element: number) => can(element, 'captain'),
    canViceCaptain: (element: number) => can(element, 'vice_captain'),
    /** One step of a switch: choose, swap with a target, or cancel (tapping the instigator). */
    select: (element: number) =>
      setPicks((p) => selectForSubstitution(p, element as ElementId, settings)),
    makeCaptain: (element: number) =>
      setPicks((p) => setCaptain(p, element as ElementId, settings)),
    makeViceCaptain: (element: number) =>
      setPicks((p) => setViceCaptain(p, element as ElementId, settings)),
    /** The chip button: play an available chip, drop a proposed one, restore a cancelled one. */
    toggleChip(chip: EntryChip) {
      if (chip.status_for_entry === 'proposed' || chip.status_for_entry === 'active') {
        setChips((c) => cancelChip(c, chip.id));
      } else if (chip.status_for_entry === 'cancelled') {
        setChips((c) => restoreChip(c, chip.id));
      } else {
        setChips((c) => proposeChip(c, chip.id));
      }
    },
    /** What a save sends. */
    toSave(): SaveMyTeamInput {
      return {
        chip: chipToSave(chips),
        picks: picks.map((p) => ({
          element: p.element,
          position: p.position,
          is_captain: p.is_captain,
          is_vice_captain: p.is_vice_captain,
        })),
      };
    },
  };
}

/** What `usePickTeam` gives the Pick Team screen. */
export type PickTeamState = ReturnType<typeof usePickTeam>;
