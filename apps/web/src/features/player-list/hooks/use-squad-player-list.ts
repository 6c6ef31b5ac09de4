import { useState } from 'react';

import { usePlayerListControls } from './use-player-list-controls';

/**
 * The player list of a screen that builds a squad: its controls, whether its drawer is open, and
 * `showPosition`, which lists one position's players as an empty or freed slot asks.
 */
export function useSquadPlayerList() {
  const state = usePlayerListControls();
  const [open, onOpenChange] = useState(false);
  const showPosition = (type: number) => state.change({ filter: `et_${type}` });
  return { state, open, onOpenChange, showPosition };
}

/** What `useSquadPlayerList` gives a squad screen. */
export type SquadPlayerListState = ReturnType<typeof useSquadPlayerList>;
