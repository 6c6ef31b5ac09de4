import { useCallback, useState } from 'react';

import { DEFAULT_CONTROLS } from '../../../lib/filter-players';
import type { PlayerListControls } from '../../../lib/filter-players';

/** The player list's controls and page; any change of a control goes back to page 1. */
export function usePlayerListControls(initial: Partial<PlayerListControls> = {}) {
  const [controls, setControls] = useState<PlayerListControls>({ ...DEFAULT_CONTROLS, ...initial });
  const [page, setPage] = useState(1);
  const change = useCallback((next: Partial<PlayerListControls>) => {
    setControls((current) => ({ ...current, ...next }));
    setPage(1);
  }, []);
  return { controls, change, page, setPage };
}

/** What `usePlayerListControls` gives a player list. */
export type PlayerListState = ReturnType<typeof usePlayerListControls>;
