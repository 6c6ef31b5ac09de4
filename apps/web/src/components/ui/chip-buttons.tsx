import { useState } from 'react';
import type { ReactNode } from 'react';
import { chipButtonLabel } from '@ofl/engine/chips';
import type { EntryChip } from '@ofl/engine';

import { chipDescription, chipName, unavailableReason } from '../../lib/chips';
import { ConfirmActions } from './confirm-actions';
import { Dialog } from './dialog';
import './chip-buttons.css';

/**
 * A row of chips, each with its name and a button labelled by the engine (Play, Active, Pending,
 * Played GW.., Unavailable, ...); an unavailable chip says why. Play opens a dialog that explains
 * the chip and asks to confirm (SPEC §4); `warning` adds what the screen knows on top (a Free Hit
 * after a transfer). `block` is the CSS block name (`block__chip`, `block__name`) that lays the
 * chips out on top of the shared `chip-list` and `chip-card` rules; `locked` holds
 * a chip the manager may not toggle beyond those unavailable or played.
 */
export function ChipButtons({
  chips,
  allChips = chips,
  event,
  block,
  locked = () => false,
  warning = () => null,
  onToggle,
}: {
  chips: readonly EntryChip[];
  /** Every chip of the entry, to see another one played this gameweek. */
  allChips?: readonly EntryChip[];
  /** The gameweek the chips would be played in. */
  event: number;
  block: string;
  locked?: (chip: EntryChip) => boolean;
  warning?: (chip: EntryChip) => ReactNode;
  onToggle: (chip: EntryChip) => void;
}) {
  const [confirming, setConfirming] = useState<EntryChip | null>(null);
  const press = (chip: EntryChip) => {
    const play = chip.status_for_entry === 'available' || chip.status_for_entry === 'cancelled';
    if (play && chip.name !== 'managerplaceholder') setConfirming(chip);
    else onToggle(chip);
  };
  return (
    <>
      <ul className={`chip-list ${block}`} aria-label="Chips">
        {chips.map((chip) => {
          const label = chipButtonLabel(chip);
          const name = chipName(chip.name);
          const status = chip.status_for_entry;
          const on = status === 'proposed' || status === 'active';
          const fixed = status === 'unavailable' || status === 'played' || locked(chip);
          return (
            <li key={chip.id} className={`chip-card ${block}__chip${on ? ' is-on' : ''}`}>
              <span className={`chip-card__name ${block}__name`}>{name}</span>
              <button
                type="button"
                className={`button ${on ? 'button--primary' : 'button--secondary'}`}
                disabled={fixed}
                aria-label={`${name}: ${label}`}
                onClick={() => press(chip)}
              >
                {label}
              </button>
              {status === 'unavailable' && (
                <span className="chip-reason">{unavailableReason(chip, allChips, event)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {confirming && (
        <ChipPlayDialog
          chip={confirming}
          warning={warning(confirming)}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            onToggle(confirming);
            setConfirming(null);
          }}
        />
      )}
    </>
  );
}

/** Explains a chip and asks to confirm playing it. */
function ChipPlayDialog({
  chip,
  warning,
  onConfirm,
  onClose,
}: {
  chip: EntryChip;
  warning: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const name = chipName(chip.name);
  return (
    <Dialog title={`Play ${name}?`} onClose={onClose}>
      <p>{chipDescription(chip.name)}</p>
      {warning && <p className="chip-warning">{warning}</p>}
      <ConfirmActions
        label={`Play ${name}`}
        pending={false}
        onConfirm={onConfirm}
        onCancel={onClose}
        cancelFirst
      />
    </Dialog>
  );
}
