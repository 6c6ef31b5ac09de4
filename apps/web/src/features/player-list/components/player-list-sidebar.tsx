import { useState } from 'react';
import type { ReactNode } from 'react';

import { Dialog } from '../../../components/ui/dialog';
import { useMediaQuery } from '../hooks/use-media-query';

/** Width from which the player list sits beside the pitch (SPEC §9 breakpoint 1024). */
export const SIDEBAR_QUERY = '(min-width: 1024px)';

/**
 * The player list as a sidebar on large screens and a drawer on small ones. `children` gets a
 * `close` function so choosing a player on a phone can close the drawer.
 */
export function PlayerListSidebar({
  children,
  open: openFromParent,
  onOpenChange,
}: {
  children: (close: () => void) => ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const wide = useMediaQuery(SIDEBAR_QUERY);
  const [openHere, setOpenHere] = useState(false);
  const open = openFromParent ?? openHere;
  const setOpen = (next: boolean) => {
    setOpenHere(next);
    onOpenChange?.(next);
  };
  if (wide) return <aside className="player-list-sidebar">{children(() => undefined)}</aside>;
  return (
    <>
      <button
        type="button"
        className="button button--primary player-list-sidebar__open"
        onClick={() => setOpen(true)}
      >
        Player List
      </button>
      {open && (
        <Dialog title="Player List" variant="drawer" onClose={() => setOpen(false)}>
          {children(() => setOpen(false))}
        </Dialog>
      )}
    </>
  );
}
