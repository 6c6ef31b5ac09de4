import type { ReactNode } from 'react';

import { usePlayerDialog } from '../hooks/use-player-dialog';

/** A player's name that opens his dialog. */
export function PlayerButton({ id, children }: { id: number; children: ReactNode }) {
  const dialog = usePlayerDialog();
  return (
    <button type="button" className="link-button" onClick={() => dialog.open(id)}>
      {children}
    </button>
  );
}
