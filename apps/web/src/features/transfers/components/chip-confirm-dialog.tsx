import type { EntryChip } from '@ofl/engine';

import { Dialog } from '../../../components/ui/dialog';
import { chipName } from '../../../lib/chips';

/**
 * The confirmation SPEC §4 asks for before a transfer chip: a Free Hit after a transfer this
 * gameweek (it then cannot be cancelled), a Wildcard after more than one transfer with a limit.
 */
export function ChipConfirmDialog({
  chip,
  onConfirm,
  onClose,
}: {
  chip: EntryChip;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const name = chipName(chip.name);
  return (
    <Dialog title={`Play ${name}?`} onClose={onClose}>
      {chip.name === 'freehit' ? (
        <p>
          You have already made a transfer this Gameweek. Once played with your transfers, the Free
          Hit cannot be cancelled. Your squad returns to how it was at the end of this Gameweek.
        </p>
      ) : (
        <p>
          You have already made transfers this Gameweek. Playing your Wildcard now makes all of this
          Gameweek&apos;s transfers free, and it cannot be cancelled once confirmed.
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          Play {name}
        </button>
      </div>
    </Dialog>
  );
}
